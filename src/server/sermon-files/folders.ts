/**
 * The folders of MEDIA_DIR that hold sermon files (locations.ts builds the paths): finished
 * files, served to visitors, and uploads in progress, which are never served nor backed up.
 */
export const SERMON_FILES_FOLDER = 'sermon-files'
export const UPLOADS_IN_PROGRESS_FOLDER = 'sermon-uploads'
