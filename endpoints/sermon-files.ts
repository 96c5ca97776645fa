import { z } from 'zod'

import { slugs } from '@/lib/slugs'
import { notFound } from '@/server/api/errors'
import { parseId } from '@/server/api/ids'
import { hostedFileUrl, isSermonFileName } from '@/server/sermon-files/locations'
import { deleteSermonFile, listSermonFiles } from '@/server/sermon-files/manage-files'
import { sermonFileResponse } from '@/server/sermon-files/serve-sermon-file'
import { deleteOrphans, storageReport } from '@/server/sermon-files/storage-usage'
import { handleSermonUpload } from '@/server/sermon-files/tus-server'
import { getS3Target } from '@/server/uploads/s3-target'

import type { SermonFile, User } from '../payload-types'
import { json, listOf, message } from './responses'
import { route } from './types'

const tusHeaders = {
  'Tus-Resumable': 'The tus protocol version, 1.0.0',
}

const use = z.object({ files: z.number(), bytes: z.number() })

const storageReportBody = z.object({
  audio: use,
  documents: use,
  images: use,
  orphans: z.array(
    z.object({
      id: z.number(),
      filename: z.string(),
      kind: z.enum(['audio', 'document']),
      bytes: z.number(),
      label: z.string().nullable().optional(),
    }),
  ),
})

/** The hosted file a finished upload became (the last PATCH's answer). */
export const finishedFile = z.object({
  id: z.number(),
  filename: z.string(),
  url: z.string(),
  kind: z.enum(['audio', 'document']),
  duration: z.string().nullable(),
})

const upload = ({
  request,
  payload,
  user,
}: {
  request: Request
  payload: Parameters<typeof handleSermonUpload>[1]
  user: User | null
}) => handleSermonUpload(request, payload, user as User)

/**
 * Sermon audio and documents (docs/uploads.md): resumable uploads by the tus protocol to the
 * server's disk, the hosted files with byte ranges, and a sermon's list of them.
 */
export const sermonFileRoutes = [
  route({
    method: 'POST',
    path: '/admin/sermon-uploads',
    access: 'admin',
    summary:
      'Start a resumable upload (tus 1.0 creation): Upload-Length, and Upload-Metadata with kind (audio or document), sermonId, filename and a document’s label',
    responses: {
      201: {
        description: 'Created; send the bytes to Location',
        headers: { ...tusHeaders, Location: 'Where to PATCH the bytes' },
      },
    },
    handler: upload,
  }),
  route({
    method: 'GET',
    path: '/admin/sermon-uploads/:id',
    access: 'admin',
    summary:
      'How much of a resumable upload has arrived (tus HEAD: Upload-Offset); GET is not part of tus',
    responses: {
      200: {
        description: 'Upload-Offset and Upload-Length',
        headers: { ...tusHeaders, 'Upload-Offset': 'Bytes received so far' },
      },
    },
    handler: upload,
  }),
  route({
    method: 'PATCH',
    path: '/admin/sermon-uploads/:id',
    access: 'admin',
    summary:
      'Send the next bytes of a resumable upload (tus, application/offset+octet-stream, from Upload-Offset); the last one answers with the hosted file, or 422 when the file is not what its kind asks for',
    responses: {
      200: { description: 'The upload is complete and checked', body: { zod: finishedFile } },
      204: {
        description: 'Bytes stored; Upload-Offset says how many so far',
        headers: { ...tusHeaders, 'Upload-Offset': 'Bytes received so far' },
      },
    },
    handler: upload,
  }),
  route({
    method: 'DELETE',
    path: '/admin/sermon-uploads/:id',
    access: 'admin',
    summary: 'Cancel a resumable upload and delete what arrived of it (tus termination)',
    responses: { 204: { description: 'Cancelled' } },
    handler: upload,
  }),
  route({
    method: 'GET',
    path: '/sermon-files/:filename',
    access: 'public',
    summary:
      'A sermon’s hosted audio or document, with byte ranges (206, 416); with S3, a redirect to the bucket or CDN',
    responses: {
      302: {
        description: 'S3 mode: the file’s address in the bucket',
        headers: { Location: 'The file' },
      },
      200: { description: 'The whole file', contentType: 'audio/mpeg' },
      206: {
        description: 'The requested bytes',
        contentType: 'audio/mpeg',
        headers: { 'Content-Range': 'Which bytes of the file' },
      },
      416: {
        description: 'The range starts past the end',
        contentType: 'text/plain',
        headers: { 'Content-Range': 'bytes */size' },
      },
    },
    handler: async ({ payload, params, request }) => {
      if (!isSermonFileName(params.filename)) throw notFound('File not found')
      const { docs } = await payload.find({
        collection: slugs.sermonFiles,
        where: { filename: { equals: params.filename } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      const file = docs[0] as SermonFile | undefined
      if (!file) throw notFound('File not found')
      // With S3 the bucket (or CDN) serves the file itself: the server never relays its bytes.
      if (getS3Target()) return Response.redirect(hostedFileUrl(file.filename), 302)
      return sermonFileResponse(file, request)
    },
  }),
  route({
    method: 'GET',
    path: '/admin/sermons/:id/files',
    access: 'admin',
    summary: 'A sermon’s hosted audio and documents',
    responses: { 200: listOf('The sermon’s files, audio first', slugs.sermonFiles) },
    handler: ({ payload, params, user }) =>
      listSermonFiles(payload, parseId(params.id, 'Sermon'), user as User),
  }),
  route({
    method: 'DELETE',
    path: '/admin/sermon-files/:id',
    access: 'admin',
    summary: 'Delete a hosted sermon file (a document, or audio no longer wanted) and its bytes',
    responses: { 200: message('Deleted') },
    handler: async ({ payload, params, user }) => {
      await deleteSermonFile(payload, parseId(params.id, 'File'), user as User)
      return { message: 'Deleted' }
    },
  }),
  route({
    method: 'GET',
    path: '/admin/storage',
    access: 'admin',
    summary:
      'Space used by sermon audio, documents and images, and the hosted files no sermon refers to',
    responses: { 200: json('Files and bytes of each kind, and the orphans', storageReportBody) },
    handler: ({ payload, user }) => storageReport(payload, user as User),
  }),
  route({
    method: 'DELETE',
    path: '/admin/storage/orphans',
    access: 'admin',
    summary: 'Delete every hosted file no sermon refers to',
    responses: { 200: json('How many files were deleted', z.object({ removed: z.number() })) },
    handler: async ({ payload, user }) => ({ removed: await deleteOrphans(payload, user as User) }),
  }),
]
