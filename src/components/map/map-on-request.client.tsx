'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'

import { MapFrame } from './map-frame.client'
import { MAP_HEIGHT_PX } from './map-urls'

type Props = { src: string; title: string; address: string }

/**
 * Privacy mode's map (docs/privacy.md#third-parties): the address and a "Show map" button in the
 * map's place; Google's frame, and with it any request to Google, comes only after the press.
 */
export const MapOnRequest = ({ src, title, address }: Props) => {
  const [shown, setShown] = useState(false)
  if (shown) return <MapFrame src={src} title={title} />
  return (
    <div
      className="box-content flex flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-100 p-6 text-center"
      style={{ height: MAP_HEIGHT_PX }}
    >
      <p className="font-medium text-slate-900">{address}</p>
      <p className="max-w-md text-sm text-slate-700">
        The map comes from Google, which learns of your visit once it loads.
      </p>
      <Button type="button" variant="secondary" onClick={() => setShown(true)}>
        Show map
      </Button>
    </div>
  )
}
