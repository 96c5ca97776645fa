import type { PayloadRequest } from 'payload'

import { slugs } from '@/lib/slugs'
import { draftWrite } from '@/server/publishing/draft-write'

import type { LiveStreamRecord, OwnedVideoFields, SermonRecord } from './video-records'

export type SyncCounts = { created: number; updated: number; skipped: number }

type SyncedCollection = typeof slugs.sermons | typeof slugs.liveStreams
type StoredDoc = { id: number } & Record<string, unknown>

/**
 * The record a video belongs to: the one synced from it before, or else one staff typed in by
 * hand with the video's link (it is adopted, so the sync never makes a second copy of it). The
 * trash is searched too: a video staff deleted is not brought back (docs/trash.md).
 */
const findStored = async (
  req: PayloadRequest,
  collection: SyncedCollection,
  videoId: string,
): Promise<StoredDoc | undefined> => {
  const { docs } = await req.payload.find({
    collection,
    where: {
      or: [
        { youtubeVideoId: { equals: videoId } },
        { and: [{ youtubeVideoId: { exists: false } }, { youtubeUrl: { contains: videoId } }] },
      ],
    },
    sort: 'id',
    limit: 1,
    depth: 0,
    trash: true,
    req,
    overrideAccess: false,
  })
  return docs[0] as unknown as StoredDoc | undefined
}

/**
 * The record as last saved, to compare the video with: a sermon's latest version, which is its
 * pending draft change if it has one (the update goes into the draft, as drafts or not:
 * docs/publishing.md), else what is published. Compared with
 * the published row, a re-sync would save the same change again as a new version each time.
 * Live streams have no drafts.
 */
const lastSaved = async (
  req: PayloadRequest,
  collection: SyncedCollection,
  stored: StoredDoc,
): Promise<StoredDoc> => {
  if (collection !== slugs.sermons) return stored
  return (await req.payload.findByID({
    collection,
    id: stored.id,
    draft: true,
    trash: true,
    depth: 0,
    req,
    overrideAccess: false,
  })) as unknown as StoredDoc
}

/** A missing value is stored as null, so a description removed on YouTube is removed here too. */
const asStored = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? null]))

/** Only the fields that differ; empty when the stored record already matches the video. */
const changedFields = (stored: StoredDoc, wanted: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(asStored(wanted)).filter(([name, value]) => (stored[name] ?? null) !== value),
  )

/**
 * Creates or updates the record of one video. asDrafts (sermons only) saves a new record as a
 * draft and a change as a draft change; a record in the trash is never touched either way.
 */
const upsert = async (
  req: PayloadRequest,
  collection: SyncedCollection,
  owned: OwnedVideoFields,
  onCreate: Record<string, unknown>,
  onUpdate: (stored: StoredDoc) => Record<string, unknown>,
  counts: SyncCounts,
  asDrafts?: boolean,
) => {
  const stored = await findStored(req, collection, owned.youtubeVideoId)
  if (!stored) {
    const { data, draft } = draftWrite({ ...owned, ...onCreate }, asDrafts)
    await req.payload.create({
      collection,
      data: data as never,
      draft,
      depth: 0,
      req,
      overrideAccess: false,
    })
    counts.created += 1
    return
  }
  if (stored.deletedAt) {
    counts.skipped += 1
    return
  }
  const latest = await lastSaved(req, collection, stored)
  const changes = changedFields(latest, { ...owned, ...onUpdate(latest) })
  if (Object.keys(changes).length === 0) {
    counts.skipped += 1
    return
  }
  const { data, draft } = draftWrite(changes, asDrafts)
  await req.payload.update({
    collection,
    id: stored.id,
    data: data as never,
    draft,
    depth: 0,
    req,
    overrideAccess: false,
  })
  counts.updated += 1
}

/**
 * Speaker, series and tags belong to staff: a new sermon gets the parsed speaker (or the church's
 * default), and a re-sync never touches them. A parsed scripture only fills an empty one.
 */
export const saveSermon = (
  req: PayloadRequest,
  record: SermonRecord,
  defaultSpeaker: string,
  counts: SyncCounts,
  asDrafts?: boolean,
) =>
  upsert(
    req,
    slugs.sermons,
    record.owned,
    { speaker: record.speaker ?? defaultSpeaker, scripture: record.scripture },
    (stored) => (!stored.scripture && record.scripture ? { scripture: record.scripture } : {}),
    counts,
    asDrafts,
  )

export const saveLiveStream = (req: PayloadRequest, record: LiveStreamRecord, counts: SyncCounts) =>
  upsert(req, slugs.liveStreams, record.owned, {}, () => ({}), counts)
