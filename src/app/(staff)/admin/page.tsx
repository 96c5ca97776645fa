import { Suspense } from 'react'

import { AdminDashboard } from '@/components/admin/admin-dashboard.client'
import { AdminGuard } from '@/components/admin/admin-guard.client'
import { ChurchTimeZoneProvider } from '@/components/admin/church-time-zone.client'
import { UploadStorageProvider } from '@/components/admin/sermon-files/upload-storage.client'
import { env } from '@/env'

/** /admin: the staff dashboard. Everything on it is read through /api/admin, which checks the role. */
const AdminPage = () => (
  <AdminGuard>
    {/* Sermon files go to the bucket when S3 is configured (docs/uploads.md), else to disk. */}
    <UploadStorageProvider storage={env.s3Enabled ? 's3' : 'disk'}>
      {/* Scheduled publishing is picked and shown in the church's time zone (docs/publishing.md). */}
      <ChurchTimeZoneProvider timeZone={env.TIME_ZONE}>
        {/* The open tab lives in the query string (?tab=), which the client reads. */}
        <Suspense fallback={<p>Loading...</p>}>
          <AdminDashboard />
        </Suspense>
      </ChurchTimeZoneProvider>
    </UploadStorageProvider>
  </AdminGuard>
)

export default AdminPage
