/** Where an uploaded image is served to everyone (GET /api/media/:filename, endpoints/upload.ts). */
export const mediaPublicUrl = (filename: string) => `/api/media/${filename}`
