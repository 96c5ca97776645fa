import type { SeedSundayService } from './types'

const time = '10:30'
const location = 'Sanctuary, 12 Harbour Road, Port Halden'

export const seedSundayServices: SeedSundayService[] = [
  {
    weeksAgo: 0,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=ZhNX2xGqc-f',
    isLive: true,
  },
  {
    weeksAgo: 1,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=62rOjlqnFCr',
    isLive: false,
  },
  {
    weeksAgo: 2,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=A66cKIFTmxr',
    isLive: false,
  },
  {
    weeksAgo: 3,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=e6UamnabfIo',
    isLive: false,
  },
  {
    weeksAgo: 4,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=rjtjVmd4xI0',
    isLive: false,
  },
  {
    weeksAgo: 5,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=v_0GhTnrU-D',
    isLive: false,
  },
  {
    weeksAgo: 6,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=BURaHyx49wQ',
    isLive: false,
  },
  {
    weeksAgo: 7,
    time,
    location,
    youtubeUrl: 'https://www.youtube.com/watch?v=1qdXWPJx-d8',
    isLive: false,
  },
]
