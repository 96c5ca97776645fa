import type { SeedLiveStream } from './types'

export const seedLiveStreams: SeedLiveStream[] = [
  {
    title: 'Live: Sunday Worship – Holy Eucharist',
    description: [
      "Join us live from the sanctuary of St. Brendan's-by-the-Sea for the Holy Eucharist at 10:30. The Rev. Canon Margaret Ellis preaches on Mark 16:1-8, closing our series on the Gospel of Mark, and the choir sings Ralph Vaughan Williams' “O Taste and See.”",
      'Say hello in the chat and let us know where you are watching from. Prayer requests can be sent to office@stbrendansbythesea.org, and the service leaflet is at https://www.stbrendansbythesea.org/bulletins',
    ].join('\n\n'),
    weeksAgo: 0,
    youtubeUrl: 'https://www.youtube.com/watch?v=ZhNX2xGqc-f',
    thumbnailUrl: 'https://i.ytimg.com/vi/ZhNX2xGqc-f/hqdefault.jpg',
    isLive: true,
  },
  {
    title: 'Sunday Worship – The Twenty-Second Sunday after Pentecost',
    description: [
      "The Holy Eucharist for the Twenty-Second Sunday after Pentecost. The Rev. David Okafor preaches on the widow's offering in Mark 12:38-44, and we welcome the Port Halden Fishermen's Wives Association, who presented their annual gift to the food pantry.",
      'The sermon begins at about 22 minutes. Thank you to our volunteer camera and sound team, who make these livestreams possible every week.',
    ].join('\n\n'),
    weeksAgo: 1,
    duration: '1:12:40',
    youtubeUrl: 'https://www.youtube.com/watch?v=62rOjlqnFCr',
    thumbnailUrl: 'https://i.ytimg.com/vi/62rOjlqnFCr/hqdefault.jpg',
    isLive: false,
  },
  {
    title: 'Sunday Worship – The Twenty-First Sunday after Pentecost',
    description: [
      'The Holy Eucharist for the Twenty-First Sunday after Pentecost, with Deacon Sarah Whitfield preaching on blind Bartimaeus in Mark 10:46-52. The service includes the commissioning of our lay Eucharistic visitors.',
      'Anointing and prayers for healing were offered at the side altar during Communion. If you would like a visit at home or in hospital, please call the parish office at (207) 555-0142.',
    ].join('\n\n'),
    weeksAgo: 2,
    duration: '1:15:22',
    youtubeUrl: 'https://www.youtube.com/watch?v=A66cKIFTmxr',
    thumbnailUrl: 'https://i.ytimg.com/vi/A66cKIFTmxr/hqdefault.jpg',
    isLive: false,
  },
  {
    title: 'Sunday Worship – The Twentieth Sunday after Pentecost',
    description: [
      "The Holy Eucharist for the Twentieth Sunday after Pentecost. The Rev. Canon Margaret Ellis preaches on Peter's confession at Caesarea Philippi, Mark 8:27-38, and the congregation renews the Baptismal Covenant together.",
      'Music this week includes “Take Up Your Cross, the Saviour Said” and an anthem by our junior choir. The full order of service is at https://www.stbrendansbythesea.org/bulletins',
    ].join('\n\n'),
    weeksAgo: 3,
    duration: '1:10:05',
    youtubeUrl: 'https://www.youtube.com/watch?v=e6UamnabfIo',
    thumbnailUrl: 'https://i.ytimg.com/vi/e6UamnabfIo/hqdefault.jpg',
    isLive: false,
  },
  {
    title: 'Sunday Worship – The Nineteenth Sunday after Pentecost',
    description: [
      'The Holy Eucharist for the Nineteenth Sunday after Pentecost, with Thomas Reyes, one of our licensed lay preachers, preaching on Jesus walking on the water in Mark 6:45-52.',
      'We also gave thanks for the crews of the Port Halden harbour patrol and the volunteer lifeboat, who joined us for coffee hour afterwards. Please keep them in your prayers as the autumn storms begin.',
    ].join('\n\n'),
    weeksAgo: 4,
    duration: '1:06:48',
    youtubeUrl: 'https://www.youtube.com/watch?v=rjtjVmd4xI0',
    thumbnailUrl: 'https://i.ytimg.com/vi/rjtjVmd4xI0/hqdefault.jpg',
    isLive: false,
  },
  {
    title: 'Sunday Worship – The Eighteenth Sunday after Pentecost',
    description: [
      'The Holy Eucharist for the Eighteenth Sunday after Pentecost. The Rev. David Okafor preaches on the feeding of the five thousand, Mark 6:30-44, on the Sunday we dedicated the new kitchen in the parish hall.',
      'Thank you to everyone who gave to the kitchen appeal. The Thursday community lunch now has room to serve twice as many neighbours, and volunteers can sign up at https://www.stbrendansbythesea.org/volunteer',
    ].join('\n\n'),
    weeksAgo: 5,
    duration: '1:18:31',
    youtubeUrl: 'https://www.youtube.com/watch?v=v_0GhTnrU-D',
    thumbnailUrl: 'https://i.ytimg.com/vi/v_0GhTnrU-D/hqdefault.jpg',
    isLive: false,
  },
  {
    title: 'Sunday Worship – The Seventeenth Sunday after Pentecost',
    description: [
      "The Holy Eucharist for the Seventeenth Sunday after Pentecost, with Deacon Sarah Whitfield preaching on the woman who touched Jesus' cloak, Mark 5:24-34.",
      'This service included prayers for all who live with chronic illness and for those who care for them. The prayer list is updated every Friday; to add a name, contact the parish office.',
    ].join('\n\n'),
    weeksAgo: 6,
    duration: '1:09:57',
    youtubeUrl: 'https://www.youtube.com/watch?v=BURaHyx49wQ',
    thumbnailUrl: 'https://i.ytimg.com/vi/BURaHyx49wQ/hqdefault.jpg',
    isLive: false,
  },
  {
    title: 'Sunday Worship – The Sixteenth Sunday after Pentecost',
    description: [
      "The Holy Eucharist for the Sixteenth Sunday after Pentecost. The Rev. Canon Margaret Ellis preaches on the stilling of the storm, Mark 4:35-41, the Sunday after the nor'easter came through Port Halden.",
      'We prayed for everyone whose boats, homes, and businesses were damaged in the storm. The parish hall is open as a warming and charging station for anyone still without power.',
    ].join('\n\n'),
    weeksAgo: 7,
    duration: '1:14:16',
    youtubeUrl: 'https://www.youtube.com/watch?v=1qdXWPJx-d8',
    thumbnailUrl: 'https://i.ytimg.com/vi/1qdXWPJx-d8/hqdefault.jpg',
    isLive: false,
  },
]
