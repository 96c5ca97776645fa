/**
 * Plan a Visit questions: what time, how long, attire, children, after the service
 * (docs/requirements/public-pages.md).
 */
export const VISIT_FAQ_ITEMS = [
  {
    question: 'What time should I arrive?',
    answer: [
      'Sunday worship begins at [Time]. Arriving 10 to 15 minutes early gives you time to park, meet a greeter at the door and settle into a pew. Everything we say and sing is printed in the service leaflet, so you can follow along even if you have never been to an Anglican service.',
      'If you are bringing children to Kids Church, plan to arrive by 10:00 AM so we can check them in and introduce them to their teachers.',
    ],
  },
  {
    question: 'How long is the service?',
    answer: [
      'About an hour and ten minutes. Our Sunday service is a Holy Eucharist: hymns, readings from Scripture, a sermon of around 20 minutes, prayers for the parish and the world, and Holy Communion.',
      'All baptised Christians are welcome to receive Communion. If you would rather not, you are warmly invited to come forward for a blessing (just cross your arms over your chest) or to stay in your seat.',
    ],
  },
  {
    question: 'What should I wear?',
    answer: [
      'Whatever you are comfortable in. On a Sunday you will see everything from jackets and dresses to shorts and sandals; we are a beach town, after all. God is glad you came, and so are we.',
    ],
  },
  {
    question: 'What about my children?',
    answer: [
      'Children are always welcome in church, wriggles and all. Our nursery cares for little ones aged 0 to 2 throughout the service, and Kids Church for ages 3 to 11 meets on Sundays at 10:00 AM with Bible stories, songs and crafts.',
      'Every volunteer is trained and background-checked, and children are signed in and out by a parent or guardian. Tell us how many children are coming in the form above and we will be ready for them.',
    ],
  },
  {
    question: 'What happens after the service?',
    answer: [
      'Please stay for coffee hour in the parish hall: coffee, lemonade and something homemade. Our clergy and greeters would love to meet you, and there is no pressure to sign up for anything.',
      'If you would like to get more involved, ask about our Bible studies, the Wednesday evening service, our missional communities or volunteering at the food pantry.',
    ],
  },
] as const
