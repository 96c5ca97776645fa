import * as migration_20261121_145049_initial from './20261121_145049_initial';
import * as migration_20261121_150000_sermon_search_indexes from './20261121_150000_sermon_search_indexes';
import * as migration_20261121_172556_youtube_settings from './20261121_172556_youtube_settings';
import * as migration_20261121_175415_email_outbox from './20261121_175415_email_outbox';
import * as migration_20261123_170444_podcast_calendar from './20261123_170444_podcast_calendar';

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
    up: migration_20261123_170444_podcast_calendar.up,
    down: migration_20261123_170444_podcast_calendar.down,
    name: '20261123_170444_podcast_calendar'
  },
];
