import type { FastifyInstance } from 'fastify';
import { careerPostSchema } from '@app/contract';
import { careerPosts, jobApplications } from '../db/schema/careers.ts';
import { storeDocument } from '../platform/uploads.ts';
import { makePdf } from '../modules/careers/sample-documents.ts';

/** Demo career posts and a few applications (each with a small generated PDF resume). */

const posts = [
  {
    role: 'Field Officer (Livestock)',
    department: 'Field Operations',
    location: 'Sirajganj, Rajshahi Division',
    jobType: 'Full-time',
    vacancy: 3,
    salary: 'BDT 25,000 - 32,000 per month',
    deadline: '2027-01-31',
    short_details:
      'Work side by side with our partner farmers: visit cattle and poultry clusters, record herd health and growth, and make sure every investor-funded cycle is run well.',
    skills: ['Livestock husbandry', 'Motorbike riding', 'Record keeping', 'Bangla and basic English', 'Smartphone apps'],
    responsibilities: [
      'Visit 20-25 partner farms each week and log growth and health data in the farmer app',
      'Spot illness early and call in the veterinary team',
      'Train farmers on feed, hygiene and biosecurity',
      'Prepare the monthly cluster report',
    ],
    requirements: ['Diploma or degree in agriculture or animal science', 'At least 1 year of field work', 'Valid motorbike licence'],
    lookingFor: ['Someone who enjoys village life and long days outdoors', 'Patience and respect for farmers'],
    weProvide: ['Motorbike and fuel allowance', 'Smartphone with data', 'Training with our senior vets'],
    benefits: ['Festival bonuses (two per year)', 'Health cover', 'Performance bonus each cycle'],
    applyProcedure: 'Apply online with your CV. Shortlisted candidates are invited to a field day in Sirajganj.',
  },
  {
    role: 'Veterinary Doctor',
    department: 'Animal Health',
    location: 'Bogura, Rajshahi Division',
    jobType: 'Full-time',
    vacancy: 1,
    salary: 'BDT 45,000 - 60,000 per month',
    deadline: '2027-01-15',
    short_details: 'Lead animal health for our cattle-fattening and dairy clusters: vaccination plans, treatment, and the training of field officers.',
    skills: ['DVM', 'Large-animal medicine', 'Vaccination planning', 'Farmer training'],
    responsibilities: [
      'Design and run the vaccination and deworming calendar for 10 clusters',
      'Treat sick animals and keep treatment records',
      'Coach field officers on early disease detection',
    ],
    requirements: ['DVM from a recognised university', 'Registered with the Bangladesh Veterinary Council', '2+ years with cattle'],
    lookingFor: ['Calm judgement in emergencies', 'A teacher at heart'],
    weProvide: ['Vehicle support for farm visits', 'Continuing education budget'],
    benefits: ['Festival bonuses', 'Health cover for you and your family', 'Provident fund'],
    applyProcedure: 'Send your CV and a short cover letter through this page. Interviews are held in Bogura.',
  },
  {
    role: 'Farm Manager',
    department: 'Farm Operations',
    location: 'Gazipur, Dhaka Division',
    jobType: 'Full-time',
    vacancy: 1,
    salary: 'BDT 50,000 - 70,000 per month',
    deadline: '2027-02-10',
    short_details: 'Run our model farm: staff, feed, animals and budgets, and make it the place farmers visit to learn.',
    skills: ['Farm management', 'Budgeting', 'Team leadership', 'Feed planning'],
    responsibilities: ['Manage a team of 12 farm workers', 'Own the farm budget and monthly accounts', 'Host farmer training days'],
    requirements: ['Degree in agriculture or business', '5+ years running a commercial farm'],
    lookingFor: ['A hands-on leader', 'Good with numbers and with people'],
    weProvide: ['Staff housing on the farm', 'Company vehicle'],
    benefits: ['Festival bonuses', 'Health cover', 'Profit-linked bonus'],
    applyProcedure: 'Apply online with your CV and tell us about the farm you are proudest of.',
  },
  {
    role: 'Accounts Officer',
    department: 'Finance',
    location: 'Dhaka',
    jobType: 'Full-time',
    vacancy: 1,
    salary: 'BDT 35,000 - 45,000 per month',
    deadline: '2027-01-20',
    short_details: 'Keep our books clean and halal-compliant: investor ledgers, farmer payouts and the 50/50 profit split of each cycle.',
    skills: ['Bookkeeping', 'Tally or QuickBooks', 'Excel', 'Islamic finance basics'],
    responsibilities: [
      'Post daily transactions and reconcile bank accounts',
      'Prepare investor statements in pounds sterling',
      'Calculate each cycle profit share',
    ],
    requirements: ['Degree in accounting or finance', '2+ years in accounts'],
    lookingFor: ['Accuracy and honesty above all', 'Comfort with deadlines'],
    weProvide: ['Training in our investor platform'],
    benefits: ['Festival bonuses', 'Health cover', 'Provident fund'],
    applyProcedure: 'Apply online with your CV. A short practical test is part of the interview.',
  },
  {
    role: 'Marketing Executive (Investor Relations)',
    department: 'Marketing',
    location: 'Dhaka (hybrid)',
    jobType: 'Full-time',
    vacancy: 1,
    salary: 'BDT 40,000 - 55,000 per month',
    deadline: '2027-02-28',
    short_details: 'Tell the story of our farmers to expatriate investors: content, events and the monthly investor newsletter.',
    skills: ['Content writing (English)', 'Social media', 'Photography', 'Event planning'],
    responsibilities: ['Write the monthly investor newsletter', 'Run our social channels', 'Visit farms to capture stories and photos'],
    requirements: ['Excellent written English', '2+ years in marketing or communications'],
    lookingFor: ['A storyteller who respects the people in the story'],
    weProvide: ['Camera kit', 'Travel to our clusters'],
    benefits: ['Festival bonuses', 'Health cover', 'Hybrid working'],
    applyProcedure: 'Apply online with your CV and links to two pieces of your work.',
  },
];

const applicants = [
  { fullName: 'Rahima Khatun', email: 'rahima.khatun@example.com', phone: '+8801711000001', post: 0, status: 'new', days: 1 },
  { fullName: 'Abdul Karim', email: 'abdul.karim@example.com', phone: '+8801711000002', post: 0, status: 'reviewing', days: 3 },
  { fullName: 'Dr. Nusrat Jahan', email: 'nusrat.jahan@example.com', phone: '+8801711000003', post: 1, status: 'interviewed', days: 6 },
  { fullName: 'Mizanur Rahman', email: 'mizanur.rahman@example.com', phone: '+8801711000004', post: 2, status: 'new', days: 9 },
  { fullName: 'Farhana Akter', email: 'farhana.akter@example.com', phone: '+8801711000005', post: 3, status: 'offered', days: 12 },
  { fullName: 'Tanvir Hasan', email: 'tanvir.hasan@example.com', phone: '+8801711000006', post: 4, status: 'rejected', days: 15 },
] as const;

export async function seed(app: FastifyInstance) {
  const rows = [];
  for (const [index, post] of posts.entries()) {
    const values = careerPostSchema.parse(post);
    const { short_details, ...rest } = values;
    const [row] = await app.db
      .insert(careerPosts)
      .values({ ...rest, shortDetails: short_details, order: index + 1 })
      .returning();
    rows.push(row!);
  }
  for (const person of applicants) {
    const post = rows[person.post]!;
    const filename = `${person.fullName.replace(/[^A-Za-z ]/g, '').trim()} CV.pdf`;
    const resumeKey = await storeDocument(app.storage, { buffer: makePdf(`${person.fullName} - Curriculum Vitae`), ext: 'pdf' });
    await app.db.insert(jobApplications).values({
      jobPostId: post.id,
      jobTitle: post.role,
      fullName: person.fullName,
      email: person.email,
      phone: person.phone,
      currentCompany: person.days % 2 ? 'BRAC Dairy' : '',
      linkedin: person.days % 3 === 0 ? `https://www.linkedin.com/in/${person.email.split('@')[0]}` : '',
      message: `I would love to join your team as ${post.role} and help your partner farmers grow.`,
      resumeKey,
      resumeName: filename,
      status: person.status,
      submittedAt: new Date(Date.now() - person.days * 24 * 60 * 60 * 1000),
    });
  }
}
