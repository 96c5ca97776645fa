import { Suspense } from 'react'

import { AdminDashboard } from '@/components/admin/admin-dashboard.client'
import { AdminGuard } from '@/components/admin/admin-guard.client'

/** /admin: the staff dashboard. Everything on it is read through /api/admin, which checks the role. */
const AdminPage = () => (
  <AdminGuard>
    {/* The open tab lives in the query string (?tab=), which the client reads. */}
    <Suspense fallback={<p>Loading...</p>}>
      <AdminDashboard />
    </Suspense>
  </AdminGuard>
)

export default AdminPage
