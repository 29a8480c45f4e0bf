import type { FastifyInstance } from 'fastify';
import { LOSS_RULE, MATURITY_FAQ_QUESTION, MATURITY_RULE, ROUND_FAQ_QUESTION, ROUND_RULE, ROUNDING_FAQ_QUESTION, ROUNDING_RULE } from '@app/contract';
import { aboutImages, contactItems, faqs, investmentPlans, stories, teamMembers } from '../db/schema/content.ts';
import { initializeMetrics } from '../modules/metrics/service.ts';
import { portraitSvg, sceneSvg, PALETTE, type PortraitOptions, type SceneOptions } from './assets/illustrations.ts';
import { storeGeneratedImage } from './assets/store.ts';

/**
 * Demo public content in the venture's own voice (public-site.md §1 and §9): contact details,
 * about gallery, metrics, stories, FAQ, investment plans in pounds (the broiler and cattle plans as
 * the sales pack states them) and the team. Every picture
 * is drawn in code and stored through the normal upload pipeline, so it gets WebP variants
 * (rendered once per machine, see assets/store.ts).
 */

const scene = (app: FastifyInstance, folder: string, options: SceneOptions) => storeGeneratedImage(app.storage, folder, sceneSvg(options));
const portrait = (app: FastifyInstance, folder: string, options: PortraitOptions) => storeGeneratedImage(app.storage, folder, portraitSvg(options));

const CONTACT = [
  { section: 'phones', title: 'UK Investor Line', value: '+442079460123', display: '+44 20 7946 0123' },
  { section: 'phones', title: 'Bangladesh Office', value: '+8801713456789', display: '+880 1713-456789' },
  { section: 'phones', title: 'WhatsApp Support', value: '+447700900461', display: '+44 7700 900461' },
  { section: 'emails', title: 'General enquiries', value: 'hello@breadbasketventures.com', display: null },
  { section: 'emails', title: 'Investor relations', value: 'invest@breadbasketventures.com', display: null },
  { section: 'emails', title: 'Bangladesh operations', value: 'dhaka@breadbasketventures.com', display: null },
  { section: 'offices', title: 'UK Office', value: 'Suite 4, 112 Whitechapel Road, London E1 1JE, United Kingdom' },
  { section: 'offices', title: 'Bangladesh Office', value: 'House 14, Road 7, Sector 4, Uttara, Dhaka 1230, Bangladesh' },
  { section: 'offices', title: 'Field Office', value: 'Sherpur Road, Bogura Sadar, Rajshahi Division, Bangladesh' },
  { section: 'socials', platform: 'Facebook', value: 'https://www.facebook.com/breadbasketventures' },
  { section: 'socials', platform: 'Instagram', value: 'https://www.instagram.com/breadbasketventures' },
  { section: 'socials', platform: 'LinkedIn', value: 'https://www.linkedin.com/company/breadbasket-ventures' },
  { section: 'socials', platform: 'YouTube', value: 'https://www.youtube.com/@breadbasketventures' },
  { section: 'companyInfo', title: 'Registered in England and Wales', value: 'Company No. 14839207' },
  { section: 'companyInfo', title: 'Bangladesh trade licence', value: 'TRAD/DNCC/041873/2023' },
  { section: 'companyInfo', title: 'Our model', value: 'Halal profit-sharing partnerships: no interest is charged or paid, profit is shared 50/50.' },
] as const;

const ABOUT = [
  { title: 'Paddy fields at sunrise in Bogura', subject: 'paddy', time: 'sunrise' },
  { title: 'Our cattle cluster in Sirajganj', subject: 'cattle', time: 'day' },
  { title: 'Morning milking with dairy partners', subject: 'dairy', time: 'sunrise' },
  { title: 'Black Bengal goats with village women', subject: 'goats', time: 'evening' },
  { title: 'Broiler sheds at the Sherpur cluster', subject: 'chickens', time: 'day' },
  { title: 'Harvest season in the delta', subject: 'harvest', time: 'evening' },
] as const;

const STORIES: {
  name: string;
  role: string;
  url: string;
  short: string;
  full: string;
  tags: string[];
  portrait: Omit<PortraitOptions, 'name' | 'seed'>;
}[] = [
  {
    name: 'Rahima Begum',
    role: 'Dairy partner farmer, Bogura',
    url: 'https://www.facebook.com/breadbasketventures/videos/rahima-begum-dairy',
    short:
      'Rahima started with two cows funded by our investors. Three cycles later she runs a herd of six, sells milk to the cluster collection point and pays her daughters’ school fees.',
    full: 'Before joining the Bogura cluster, Rahima sold milk door to door from a single borrowed cow. Through a Breadbasket partnership she received two dairy cows, feed for the first season and regular visits from our veterinary team. Profit from each cycle is shared 50/50 with the investors who funded her. She reinvested her share, and today six cows give milk that goes to the cluster collection point every morning. “For the first time I plan for next year, not next week,” she says.',
    tags: ['dairy', 'women in farming', 'Bogura'],
    portrait: { headwear: 'hijab', clothing: PALETTE.forest[6], skin: '#b97c50' },
  },
  {
    name: 'Abdul Karim',
    role: 'Cattle farmer, Sirajganj',
    url: 'https://www.facebook.com/breadbasketventures/videos/abdul-karim-qurbani',
    short:
      'Abdul fattened four bulls for Eid al-Adha with our Qurbani plan. The cluster sold them at fair prices before Eid and he earned more in one season than in the whole previous year.',
    full: 'Abdul Karim has raised cattle all his life, but selling at the right time and price was always the hard part. In the Qurbani plan our field managers helped him with feed, vaccinations and a buyer network in Dhaka. The four bulls were sold a week before Eid, and after the 50/50 profit split Abdul had enough to repair his cattle shed and buy two calves for the next cycle.',
    tags: ['cattle', 'qurbani', 'Sirajganj'],
    portrait: { headwear: 'cap', clothing: PALETTE.earth[2], skin: '#a8704a', backdrop: 'paddy' },
  },
  {
    name: 'Jamal Uddin',
    role: 'Wheelchair-bound poultry entrepreneur, Rajshahi',
    url: 'https://www.youtube.com/@breadbasketventures/jamal-uddin',
    short:
      'After an accident left him in a wheelchair, Jamal thought his working life was over. Today he manages a 500-bird broiler unit with two employees from his village.',
    full: 'Jamal is one of five wheelchair-bound entrepreneurs already onboarded out of the thirty we plan to support. The broiler unit was built with ramps and waist-height feeders so he can run it himself, and two young men from his village do the heavy work. Each six-week cycle is funded by UK investors and the profit is shared 50/50. “People used to visit me out of pity,” Jamal says. “Now they come to ask for a job.”',
    tags: ['poultry', 'inclusion', 'Rajshahi'],
    portrait: { wheelchair: true, clothing: PALETTE.forest[4], skin: '#b47a52' },
  },
  {
    name: 'Sarah Ahmed',
    role: 'Investor, Birmingham',
    url: 'https://www.facebook.com/breadbasketventures/videos/sarah-ahmed-investor',
    short:
      'Sarah wanted her savings to work in a halal way and to help the villages her parents came from. She now follows three farming cycles from the investor app.',
    full: 'As a pharmacist in Birmingham, Sarah had avoided interest-bearing savings for years but had nowhere ethical to put her money. She started with a £500 broiler plan, watched the cycle in the app with photos and weekly updates, and received her share of the profit at the end. She has since added a dairy partnership and a Qurbani plan. Being among the first 1,000 investors, she will also hold a share of the farm-to-shop retail enterprise.',
    tags: ['investor', 'halal', 'UK'],
    portrait: { headwear: 'hijab', clothing: '#6b4a8a', skin: '#c99470' },
  },
  {
    name: 'Farhan Chowdhury',
    role: 'Investor, London',
    url: 'https://www.linkedin.com/company/breadbasket-ventures/posts/farhan-chowdhury',
    short: 'Farhan reinvests every cycle through our revolving plans. For him the best return is seeing the same farmers grow year after year.',
    full: 'Farhan works in software in London and was one of our earliest backers. He chose revolving plans so that each cycle’s capital goes straight into the next one. He visited the Bogura cluster last winter and met the farmers his money supports. “The numbers in the app are good,” he says, “but shaking hands with the people behind them is better.”',
    tags: ['investor', 'revolving plan', 'UK'],
    portrait: { clothing: '#2f4f6f', skin: '#bf8a62', hair: '#1c130d' },
  },
  {
    name: 'Shirin Akter',
    role: 'Goat rearing group leader, Gaibandha',
    url: 'https://www.facebook.com/breadbasketventures/videos/shirin-akter-goats',
    short: 'Shirin leads a group of 24 women who rear Black Bengal goats together. The group now supplies kids to three neighbouring villages.',
    full: 'Women’s cottage industry is at the heart of each cluster: 20 to 30 women across 8 to 10 villages. Shirin’s group began with twelve goats funded through our Community plan. They share a vaccination schedule, a buyer and a savings box. Two years on, the group owns more than sixty goats, and Shirin trains new groups for the clusters that are still in development.',
    tags: ['goats', 'women in farming', 'cottage industry'],
    portrait: { headwear: 'hijab', clothing: PALETTE.wheat[5], skin: '#a86f47' },
  },
];

const FAQS = [
  [
    'How is profit shared?',
    'Profit is shared 50/50. When a farming cycle ends and the produce is sold, the costs are paid first and the remaining profit is split equally between the investor and the partner farmer or entrepreneur who did the work.',
  ],
  [
    'Is investing with Breadbasket Ventures halal?',
    'Every plan is a Mudarabah profit-and-loss sharing partnership on real livestock and crops. No interest is charged or paid and we do not invest in anything prohibited. We do not yet hold an independent Shariah certificate: our Shariah page explains how each plan follows Mudarabah, and will name the adviser once one is issued.',
  ],
  [
    'How do returns work?',
    'Each plan shows the amount you invest, the projected profit for your share and the length of the cycle. At the end of the cycle the animals or crops are sold, the profit is calculated openly in the investor app, and your share is paid to you or, on a revolving plan, reinvested into the next cycle.',
  ],
  [
    'What is a revolving plan?',
    'On a revolving plan your capital rolls straight into the next farming cycle when one ends, so your money keeps working without you having to reinvest by hand. The revolving amount shows how much carries over each cycle. You choose before each cycle ends whether to roll over or be paid out.',
  ],
  [ROUNDING_FAQ_QUESTION, ROUNDING_RULE],
  [MATURITY_FAQ_QUESTION, MATURITY_RULE],
  [ROUND_FAQ_QUESTION, ROUND_RULE],
  [
    'What are the risks?',
    `Farming carries real risk: animal illness, weather and market prices. We reduce it with veterinary care, insurance where it is available, experienced field managers and spreading each cluster across many farmers, but profit is not guaranteed. ${LOSS_RULE}`,
  ],
  [
    'What do the first 1,000 investors receive?',
    'The first 1,000 investors receive shared ownership in our farm-to-shop retail enterprise, which will sell the produce of our clusters directly to customers. It is our way of thanking those who back the venture from the start.',
  ],
  [
    'How do I withdraw my money?',
    'Your capital and profit share are paid out at the end of each cycle. On a revolving plan you can ask to withdraw before the next cycle begins; requests are made in the investor app or by email, and payments are made to your UK bank account.',
  ],
  [
    'How much do I need to start?',
    'Plans start from a few hundred pounds. A broiler chicken cycle is the smallest and shortest; cattle and dairy partnerships need more capital and run longer.',
  ],
  [
    'How can I follow my investment?',
    'Install the investor app, create an account and wait for our team to verify it. You will see each of your plans, the farming cycle it funds, photos and updates from the field, and your returns.',
  ],
  [
    'Who are the farmers you work with?',
    'Partner farmers are organised in clusters of around 75 families, each with a field manager. We also support women’s cottage industry groups and wheelchair-bound entrepreneurs who run their own farming units.',
  ],
] as const;

const PLANS = [
  {
    title: 'Broiler Chicken Cycle',
    package: 'Starter',
    product: 'Broiler chicken',
    description:
      'Fund a six-week broiler cycle with a partner farmer in our Sherpur cluster: 35 days of growing from day-old chicks, then the sale and a week to clean and rest the shed. Feed, vaccines and veterinary visits are included; the birds are sold to local markets and the profit is shared 50/50.',
    message: 'Our shortest cycle, ideal for a first investment.',
    investmentAmount: 500,
    investmentProfit: 55,
    duration: 6,
    durationUnit: 'Week',
    isRevolving: true,
    revolvingAmount: 500,
    subject: 'chickens',
  },
  {
    title: 'Qurbani Cattle',
    package: 'Eid al-Adha',
    product: 'Cattle (bull fattening)',
    description:
      'Raise healthy bulls for Eid al-Adha with experienced cattle farmers in Sirajganj. Feed, shelter and veterinary care are included; the bulls are sold before Eid through our buyer network.',
    message: 'Places close two months before Eid.',
    investmentAmount: 1000,
    investmentProfit: 175,
    duration: 6,
    durationUnit: 'Month',
    isRevolving: false,
    revolvingAmount: null,
    subject: 'cattle',
  },
  {
    title: 'Dairy Cow Partnership',
    package: 'Growth',
    product: 'Dairy cow',
    description:
      'Provide a dairy cow to a partner family in Bogura. Daily milk sales to the cluster collection point give a steady income; calves born during the partnership add to the return.',
    message: null,
    investmentAmount: 1500,
    investmentProfit: 330,
    duration: 1,
    durationUnit: 'Year',
    isRevolving: true,
    revolvingAmount: 750,
    subject: 'dairy',
  },
  {
    title: 'Black Bengal Goats',
    package: 'Community',
    product: 'Goat rearing',
    description:
      'Support a women’s cottage industry group rearing Black Bengal goats, a hardy local breed prized for its meat and skin. Each investment funds a small herd shared by the group.',
    message: 'Run with women’s groups in Gaibandha.',
    investmentAmount: 350,
    investmentProfit: 75,
    duration: 8,
    durationUnit: 'Month',
    isRevolving: false,
    revolvingAmount: null,
    subject: 'goats',
  },
  {
    title: 'Cluster Partner',
    package: 'Cluster',
    product: 'Mixed livestock cluster',
    description:
      'Back a whole cluster cycle: cattle fattening, poultry and goats across around 75 farming families, managed by one field manager. The broadest spread of risk of all our plans.',
    message: 'Counts towards shared ownership for the first 1,000 investors.',
    investmentAmount: 2500,
    investmentProfit: 420,
    duration: 4,
    durationUnit: 'Month',
    isRevolving: true,
    revolvingAmount: 2500,
    subject: 'village',
  },
] as const;

const TEAM: { name: string; position: string; gridColumn: number; portrait: Omit<PortraitOptions, 'name' | 'seed'> }[] = [
  { name: 'Imran Hossain', position: 'Founder & Chief Executive', gridColumn: 3, portrait: { clothing: PALETTE.forest[7], skin: '#b98056' } },
  {
    name: 'Nusrat Jahan',
    position: 'Head of Farming Operations',
    gridColumn: 1,
    portrait: { headwear: 'hijab', clothing: PALETTE.forest[5], skin: '#b07550' },
  },
  { name: 'Tom Whitfield', position: 'Investor Relations (UK)', gridColumn: 5, portrait: { clothing: '#34506b', skin: '#e8c4a6', hair: '#8a5a2b' } },
  { name: 'Dr Anwar Rahman', position: 'Veterinary Lead', gridColumn: 2, portrait: { clothing: '#f2efe8', skin: '#a56d45', headwear: 'cap' } },
  {
    name: 'Fatema Khatun',
    position: 'Cluster Development Manager',
    gridColumn: 4,
    portrait: { headwear: 'hijab', clothing: PALETTE.earth[1], skin: '#c08a60' },
  },
  { name: 'Sabbir Ahmed', position: 'Finance & Shariah Compliance', gridColumn: 3, portrait: { clothing: '#3d3a36', skin: '#b27a53', hair: '#15100c' } },
  {
    name: 'Mariam Siddiqui',
    position: 'Community & Women’s Enterprise',
    gridColumn: 1,
    portrait: { headwear: 'hijab', clothing: PALETTE.wheat[5], skin: '#c4906a' },
  },
];

export async function seed(app: FastifyInstance) {
  const db = app.db;
  const counters: Record<string, number> = {};
  await db.insert(contactItems).values(
    CONTACT.map((item) => {
      counters[item.section] = (counters[item.section] ?? 0) + 1;
      return {
        section: item.section,
        title: 'title' in item ? item.title : item.platform,
        value: item.value,
        display: 'display' in item ? (item.display ?? item.value) : null,
        platform: 'platform' in item ? item.platform : null,
        order: counters[item.section]!,
      };
    }),
  );

  for (const [index, item] of ABOUT.entries()) {
    const imageUrl = await scene(app, 'about', { subject: item.subject, time: item.time, seed: 100 + index, outputWidth: 1200 });
    await db.insert(aboutImages).values({ title: item.title, imageUrl, order: index + 1 });
  }

  await initializeMetrics(app.deps);

  for (const [index, story] of STORIES.entries()) {
    const imageUrl = await portrait(app, 'stories', { name: story.name, seed: 200 + index, ...story.portrait });
    await db.insert(stories).values({
      order: index + 1,
      role: story.role,
      name: story.name,
      url: story.url,
      shortStory: story.short,
      fullStory: story.full,
      tags: story.tags,
      imageUrl,
      // Spread over recent months so "Newest first" means something.
      createdAt: new Date(Date.now() - (STORIES.length - index) * 17 * 86_400_000),
    });
  }

  await db.insert(faqs).values(FAQS.map(([question, answer], index) => ({ question, answer, order: index + 1 })));

  for (const [index, { subject, ...plan }] of PLANS.entries()) {
    const bannerUrl = await scene(app, 'plans', {
      subject,
      seed: 300 + index,
      width: 1600,
      height: 900,
      outputWidth: 1280,
      time: index % 2 ? 'day' : 'sunrise',
    });
    await db.insert(investmentPlans).values({ ...plan, amountUnit: '£', isActive: true, bannerUrl, order: index + 1 });
  }

  for (const [index, member] of TEAM.entries()) {
    const imageUrl = await portrait(app, 'team', { name: member.name, seed: 400 + index, ...member.portrait });
    await db.insert(teamMembers).values({ name: member.name, position: member.position, gridColumn: member.gridColumn, imageUrl, order: index + 1 });
  }
}
