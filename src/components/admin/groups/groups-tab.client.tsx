'use client'

import { ContentTab } from '../content/content-tab.client'
import { groupResource } from './group-resource'
import { JoinRequestsPanel } from './join-requests-panel.client'

/**
 * The dashboard's Groups tab (docs/groups.md): every group with when it meets, its status and
 * its new requests; Add, Edit and Delete (to the trash) through the content dialog; and the
 * requests to join, group by group.
 */
export const GroupsTab = () => (
  <ContentTab resource={groupResource} title="Groups" tools={<JoinRequestsPanel />} />
)
