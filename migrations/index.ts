import * as migration_20261121_145049_initial from './20261121_145049_initial';
import * as migration_20261121_150000_sermon_search_indexes from './20261121_150000_sermon_search_indexes';
import * as migration_20261121_172556_youtube_settings from './20261121_172556_youtube_settings';
import * as migration_20261121_175415_email_outbox from './20261121_175415_email_outbox';
import * as migration_20261123_170000_encrypt_smtp_password from './20261123_170000_encrypt_smtp_password';
import * as migration_20261123_170444_podcast_calendar from './20261123_170444_podcast_calendar';
import * as migration_20261123_171114_series_and_speakers from './20261123_171114_series_and_speakers';
import * as migration_20261123_171500_rate_limits from './20261123_171500_rate_limits';
import * as migration_20261123_172000_sermon_scripture_and_fulltext from './20261123_172000_sermon_scripture_and_fulltext';
import * as migration_20261127_084128_no_account_lock from './20261127_084128_no_account_lock';
import * as migration_20261127_092039_live_stream_start_time from './20261127_092039_live_stream_start_time';
import * as migration_20261127_113700_inbox_staff_note_and_logged_email from './20261127_113700_inbox_staff_note_and_logged_email';
import * as migration_20261127_113856_event_skipped_dates from './20261127_113856_event_skipped_dates';
import * as migration_20261127_115008_site_address_parts from './20261127_115008_site_address_parts';
import * as migration_20261127_115535_sermon_audio_seconds from './20261127_115535_sermon_audio_seconds';
import * as migration_20261127_180458_event_registration from './20261127_180458_event_registration';
import * as migration_20261127_180638_sermon_files from './20261127_180638_sermon_files';
import * as migration_20261127_180822_service_times from './20261127_180822_service_times';
import * as migration_20261127_180946_prayer_requests from './20261127_180946_prayer_requests';
import * as migration_20261127_181030_newsletter_double_opt_in from './20261127_181030_newsletter_double_opt_in';
import * as migration_20261127_182953_inbox_spam_view from './20261127_182953_inbox_spam_view';
import * as migration_20261127_183001_abandoned_upload_cleanup from './20261127_183001_abandoned_upload_cleanup';
import * as migration_20261127_183040_page_texts from './20261127_183040_page_texts';
import * as migration_20261127_185623_erasure_records from './20261127_185623_erasure_records';
import * as migration_20261127_233708_registration_held_spam from './20261127_233708_registration_held_spam';
import * as migration_20261127_234000_privacy_settings from './20261127_234000_privacy_settings';
import * as migration_20261127_234609_about_home_page_texts from './20261127_234609_about_home_page_texts';
import * as migration_20261128_032458_schema_snapshot_sync from './20261128_032458_schema_snapshot_sync';
import * as migration_20261128_033024_trash from './20261128_033024_trash';
import * as migration_20261128_033156_groups_and_join_requests from './20261128_033156_groups_and_join_requests';
import * as migration_20261128_044413_purge_trash_task_and_snapshot from './20261128_044413_purge_trash_task_and_snapshot';
import * as migration_20261128_215519_groups_trash from './20261128_215519_groups_trash';
import * as migration_20261128_215748_sermon_event_drafts from './20261128_215748_sermon_event_drafts';
import * as migration_20261129_014021_version_authors from './20261129_014021_version_authors';
import * as migration_20261129_014056_globals_drafts from './20261129_014056_globals_drafts';
import * as migration_20261129_014119_service_featured_drafts from './20261129_014119_service_featured_drafts';
import * as migration_20261129_030846_services_featured_authors from './20261129_030846_services_featured_authors';
import * as migration_20261129_051618_globals_authors from './20261129_051618_globals_authors';
import * as migration_20261129_053800_sermon_draft_search from './20261129_053800_sermon_draft_search';
import * as migration_20261129_092704_sermon_draft_search_index from './20261129_092704_sermon_draft_search_index';

export const migrations = [
  {
    up: migration_20261121_145049_initial.up,
    down: migration_20261121_145049_initial.down,
    name: '20261121_145049_initial',
  },
  {
    up: migration_20261121_150000_sermon_search_indexes.up,
    down: migration_20261121_150000_sermon_search_indexes.down,
    name: '20261121_150000_sermon_search_indexes',
  },
  {
    up: migration_20261121_172556_youtube_settings.up,
    down: migration_20261121_172556_youtube_settings.down,
    name: '20261121_172556_youtube_settings',
  },
  {
    up: migration_20261121_175415_email_outbox.up,
    down: migration_20261121_175415_email_outbox.down,
    name: '20261121_175415_email_outbox',
  },
  {
    up: migration_20261123_170000_encrypt_smtp_password.up,
    down: migration_20261123_170000_encrypt_smtp_password.down,
    name: '20261123_170000_encrypt_smtp_password',
  },
  {
    up: migration_20261123_170444_podcast_calendar.up,
    down: migration_20261123_170444_podcast_calendar.down,
    name: '20261123_170444_podcast_calendar',
  },
  {
    up: migration_20261123_171114_series_and_speakers.up,
    down: migration_20261123_171114_series_and_speakers.down,
    name: '20261123_171114_series_and_speakers',
  },
  {
    up: migration_20261123_171500_rate_limits.up,
    down: migration_20261123_171500_rate_limits.down,
    name: '20261123_171500_rate_limits',
  },
  {
    up: migration_20261123_172000_sermon_scripture_and_fulltext.up,
    down: migration_20261123_172000_sermon_scripture_and_fulltext.down,
    name: '20261123_172000_sermon_scripture_and_fulltext',
  },
  {
    up: migration_20261127_084128_no_account_lock.up,
    down: migration_20261127_084128_no_account_lock.down,
    name: '20261127_084128_no_account_lock',
  },
  {
    up: migration_20261127_092039_live_stream_start_time.up,
    down: migration_20261127_092039_live_stream_start_time.down,
    name: '20261127_092039_live_stream_start_time',
  },
  {
    up: migration_20261127_113700_inbox_staff_note_and_logged_email.up,
    down: migration_20261127_113700_inbox_staff_note_and_logged_email.down,
    name: '20261127_113700_inbox_staff_note_and_logged_email',
  },
  {
    up: migration_20261127_113856_event_skipped_dates.up,
    down: migration_20261127_113856_event_skipped_dates.down,
    name: '20261127_113856_event_skipped_dates',
  },
  {
    up: migration_20261127_115008_site_address_parts.up,
    down: migration_20261127_115008_site_address_parts.down,
    name: '20261127_115008_site_address_parts',
  },
  {
    up: migration_20261127_115535_sermon_audio_seconds.up,
    down: migration_20261127_115535_sermon_audio_seconds.down,
    name: '20261127_115535_sermon_audio_seconds',
  },
  {
    up: migration_20261127_180458_event_registration.up,
    down: migration_20261127_180458_event_registration.down,
    name: '20261127_180458_event_registration',
  },
  {
    up: migration_20261127_180638_sermon_files.up,
    down: migration_20261127_180638_sermon_files.down,
    name: '20261127_180638_sermon_files',
  },
  {
    up: migration_20261127_180822_service_times.up,
    down: migration_20261127_180822_service_times.down,
    name: '20261127_180822_service_times',
  },
  {
    up: migration_20261127_180946_prayer_requests.up,
    down: migration_20261127_180946_prayer_requests.down,
    name: '20261127_180946_prayer_requests',
  },
  {
    up: migration_20261127_181030_newsletter_double_opt_in.up,
    down: migration_20261127_181030_newsletter_double_opt_in.down,
    name: '20261127_181030_newsletter_double_opt_in',
  },
  {
    up: migration_20261127_182953_inbox_spam_view.up,
    down: migration_20261127_182953_inbox_spam_view.down,
    name: '20261127_182953_inbox_spam_view',
  },
  {
    up: migration_20261127_183001_abandoned_upload_cleanup.up,
    down: migration_20261127_183001_abandoned_upload_cleanup.down,
    name: '20261127_183001_abandoned_upload_cleanup',
  },
  {
    up: migration_20261127_183040_page_texts.up,
    down: migration_20261127_183040_page_texts.down,
    name: '20261127_183040_page_texts',
  },
  {
    up: migration_20261127_185623_erasure_records.up,
    down: migration_20261127_185623_erasure_records.down,
    name: '20261127_185623_erasure_records',
  },
  {
    up: migration_20261127_233708_registration_held_spam.up,
    down: migration_20261127_233708_registration_held_spam.down,
    name: '20261127_233708_registration_held_spam',
  },
  {
    up: migration_20261127_234000_privacy_settings.up,
    down: migration_20261127_234000_privacy_settings.down,
    name: '20261127_234000_privacy_settings',
  },
  {
    up: migration_20261127_234609_about_home_page_texts.up,
    down: migration_20261127_234609_about_home_page_texts.down,
    name: '20261127_234609_about_home_page_texts',
  },
  {
    up: migration_20261128_032458_schema_snapshot_sync.up,
    down: migration_20261128_032458_schema_snapshot_sync.down,
    name: '20261128_032458_schema_snapshot_sync',
  },
  {
    up: migration_20261128_033024_trash.up,
    down: migration_20261128_033024_trash.down,
    name: '20261128_033024_trash',
  },
  {
    up: migration_20261128_033156_groups_and_join_requests.up,
    down: migration_20261128_033156_groups_and_join_requests.down,
    name: '20261128_033156_groups_and_join_requests',
  },
  {
    up: migration_20261128_044413_purge_trash_task_and_snapshot.up,
    down: migration_20261128_044413_purge_trash_task_and_snapshot.down,
    name: '20261128_044413_purge_trash_task_and_snapshot',
  },
  {
    up: migration_20261128_215519_groups_trash.up,
    down: migration_20261128_215519_groups_trash.down,
    name: '20261128_215519_groups_trash',
  },
  {
    up: migration_20261128_215748_sermon_event_drafts.up,
    down: migration_20261128_215748_sermon_event_drafts.down,
    name: '20261128_215748_sermon_event_drafts',
  },
  {
    up: migration_20261129_014021_version_authors.up,
    down: migration_20261129_014021_version_authors.down,
    name: '20261129_014021_version_authors',
  },
  {
    up: migration_20261129_014056_globals_drafts.up,
    down: migration_20261129_014056_globals_drafts.down,
    name: '20261129_014056_globals_drafts',
  },
  {
    up: migration_20261129_014119_service_featured_drafts.up,
    down: migration_20261129_014119_service_featured_drafts.down,
    name: '20261129_014119_service_featured_drafts',
  },
  {
    up: migration_20261129_030846_services_featured_authors.up,
    down: migration_20261129_030846_services_featured_authors.down,
    name: '20261129_030846_services_featured_authors',
  },
  {
    up: migration_20261129_051618_globals_authors.up,
    down: migration_20261129_051618_globals_authors.down,
    name: '20261129_051618_globals_authors',
  },
  {
    up: migration_20261129_053800_sermon_draft_search.up,
    down: migration_20261129_053800_sermon_draft_search.down,
    name: '20261129_053800_sermon_draft_search',
  },
  {
    up: migration_20261129_092704_sermon_draft_search_index.up,
    down: migration_20261129_092704_sermon_draft_search_index.down,
    name: '20261129_092704_sermon_draft_search_index',
  },
];
