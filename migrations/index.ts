import * as migration_20261121_144029_initial from './20261121_144029_initial';
import * as migration_20261121_150000_sermon_search_indexes from './20261121_150000_sermon_search_indexes';

export const migrations = [
  {
    up: migration_20261121_144029_initial.up,
    down: migration_20261121_144029_initial.down,
    name: '20261121_144029_initial'
  },
  {
    up: migration_20261121_150000_sermon_search_indexes.up,
    down: migration_20261121_150000_sermon_search_indexes.down,
    name: '20261121_150000_sermon_search_indexes'
  },
];
