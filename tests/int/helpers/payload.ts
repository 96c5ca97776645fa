import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export const getTestPayload = (): Promise<Payload> => getPayload({ config })
