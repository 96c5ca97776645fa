/** The part of s3rver 3.7 (a local S3 server for tests, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
