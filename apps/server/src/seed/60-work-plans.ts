import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { monthWeeks, planDate, planDaysInMonth, workPlanToday, type TaskPriority, type WorkPlanStatus } from '@app/contract';
import { users } from '../db/schema/users.ts';
import { workPlanCheckIns, workPlanFeedback, workPlans, workPlanTasks } from '../db/schema/work-plans.ts';

/**
 * Demo work planning: ten field and office employees (verified, active, without a password, so they
 * cannot sign in until an administrator gives them one, joined years ago), their plans for this month in every state,
 * approved plans for the two months before, recent daily check-ins and manager feedback.
 */
const STAFF: { name: string; department: string; designation: string; tasks: string[] }[] = [
  {
    name: 'Rahim Uddin',
    department: 'Field Operations',
    designation: 'Cluster Supervisor',
    tasks: [
      'Visit partner farms in Sirajganj',
      'Weigh cattle for the monthly growth log',
      'Train farmers on feed rationing',
      'Inspect shed ventilation',
      'Collect milk yield records',
    ],
  },
  {
    name: 'Shirin Akter',
    department: 'Field Operations',
    designation: 'Farmer Liaison Officer',
    tasks: [
      'Onboard three new partner farmers',
      'Record cycle purchase receipts',
      'Organise the village farmer meeting',
      'Check fodder stock levels',
      'Update farmer contact sheet',
    ],
  },
  {
    name: 'Dr. Kamal Hasan',
    department: 'Veterinary',
    designation: 'Veterinary Surgeon',
    tasks: [
      'FMD vaccination round',
      'Deworming schedule for new calves',
      'Treat reported lameness cases',
      'Write the monthly herd health report',
      'Review antibiotic usage log',
    ],
  },
  {
    name: 'Dr. Nusrat Jahan',
    department: 'Veterinary',
    designation: 'Poultry Health Specialist',
    tasks: [
      'Biosecurity audit of broiler sheds',
      'Newcastle disease vaccination',
      'Necropsy training for supervisors',
      'Check water line hygiene',
      'Report mortality trends',
    ],
  },
  {
    name: 'Tanvir Ahmed',
    department: 'Finance',
    designation: 'Accounts Officer',
    tasks: [
      'Reconcile investor transfers',
      'Prepare profit-share statements',
      'Close the monthly ledger',
      'Review farm expense claims',
      'File VAT return documents',
    ],
  },
  {
    name: 'Farhana Begum',
    department: 'Finance',
    designation: 'Investor Relations Analyst',
    tasks: [
      'Draft the quarterly investor letter',
      'Answer investor queries',
      'Update cycle return projections',
      'Prepare payout schedule',
      'Check Shariah compliance notes',
    ],
  },
  {
    name: 'Imran Chowdhury',
    department: 'Marketing',
    designation: 'Digital Marketing Lead',
    tasks: ['Plan the Eid campaign posts', 'Film a farm story video', 'Write two investor stories', 'Review ad performance', 'Update website FAQs'],
  },
  {
    name: 'Sadia Rahman',
    department: 'HR',
    designation: 'HR Executive',
    tasks: ['Run the payroll check', 'Schedule field staff training', 'Interview supervisor candidates', 'Update leave records', 'Prepare onboarding packs'],
  },
  {
    name: 'Arif Hossain',
    department: 'Technology',
    designation: 'Software Engineer',
    tasks: [
      'Build the farm visit report form',
      'Fix the investor dashboard export',
      'Back up the field data',
      'Review access permissions',
      'Write release notes',
    ],
  },
  {
    name: 'Mim Sultana',
    department: 'Technology',
    designation: 'Data Analyst',
    tasks: [
      'Clean the cattle weight dataset',
      'Build the mortality trend chart',
      'Automate the daily yield import',
      'Document the data dictionary',
      'Forecast fodder demand',
    ],
  },
];

/** This month's state per employee, in STAFF order: every state of the state machine is present. */
const CURRENT: (WorkPlanStatus | null)[] = ['approved', 'approved', 'pending', 'approved', 'changes-requested', 'pending', 'draft', 'approved', 'draft', null];
const PRIORITIES: TaskPriority[] = ['high', 'medium', 'medium', 'low', 'high'];

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/^dr\.\s*/, '')
    .replace(/[^a-z]+/g, '.')}@staff.breadbasket.example`;

export async function seed(app: FastifyInstance) {
  const db = app.db;
  const today = workPlanToday();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const previous = [1, 2].map((back) => {
    const index = year * 12 + month - 1 - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const [manager] = await db.select().from(users).where(eq(users.userRole, 'superAdmin')).limit(1);
  const author = { authorId: manager?.id ?? null, authorName: manager?.name ?? 'Operations Manager' };

  for (const [i, person] of STAFF.entries()) {
    const email = emailOf(person.name);
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    const user =
      existing ??
      (
        await db
          .insert(users)
          .values({
            name: person.name,
            email,
            userRole: 'employee',
            userStatus: 'active',
            isVerified: true,
            department: person.department,
            designation: person.designation,
            employeeId: `BBV-${String(101 + i)}`,
            // Joined one to three years ago: every seeded month is theirs to be scored on.
            joiningDate: planDate(year - 1 - (i % 3), 1 + ((i * 5) % 12), 1 + ((i * 7) % 28)),
          })
          .returning()
      )[0]!;

    const plans: { year: number; month: number; status: WorkPlanStatus | null; finished: boolean }[] = [
      ...previous.map((m) => ({ ...m, status: 'approved' as const, finished: true })),
      { year, month, status: CURRENT[i]!, finished: false },
    ];
    for (const p of plans) {
      if (!p.status) continue;
      const weeks = monthWeeks(p.year, p.month);
      const submitted = p.status !== 'draft';
      // Most submit by the 1st; a few are a day or two late so on-time points differ.
      const submitDay = Math.min(1 + (i % 4 === 3 ? 2 : 0), planDaysInMonth(p.year, p.month));
      const submittedAt = submitted ? new Date(`${planDate(p.year, p.month, submitDay)}T04:30:00Z`) : null;
      const [plan] = await db
        .insert(workPlans)
        .values({
          employeeId: user.id,
          year: p.year,
          month: p.month,
          status: p.status,
          submittedAt,
          reviewedAt:
            p.status === 'approved' || p.status === 'changes-requested'
              ? new Date(`${planDate(p.year, p.month, Math.min(submitDay + 1, 28))}T08:00:00Z`)
              : null,
          reviewedBy: p.status === 'approved' || p.status === 'changes-requested' ? (manager?.id ?? null) : null,
        })
        .returning();
      // Drafts are still being written: tasks in the first weeks only.
      const weekCount = p.status === 'draft' ? 2 : weeks.length;
      const taskRows = [];
      for (const week of weeks.slice(0, weekCount)) {
        const perWeek = 1 + ((i + week.index) % 2);
        for (let k = 0; k < perWeek; k++) {
          const n = (week.index * 2 + k + i) % person.tasks.length;
          const estimate = 2 + ((i + week.index + k) % 5) * 2;
          const weekOver = p.finished || week.endDate < today;
          const done = p.status === 'approved' && (weekOver ? (i + k + week.index) % 6 !== 0 : week.startDate <= today && k === 0);
          const actual = done ? estimate + (((i + k) % 3) - 1) : 0;
          taskRows.push({
            planId: plan!.id,
            week: week.index,
            title: person.tasks[n]!,
            description: `${person.tasks[n]} (${week.weekLabel.toLowerCase()}).`,
            priority: PRIORITIES[(n + k) % PRIORITIES.length]!,
            estimatedHours: estimate,
            actualHours: Math.max(0, actual),
            status: done ? ('completed' as const) : ('pending' as const),
          });
        }
      }
      const inserted = taskRows.length ? await db.insert(workPlanTasks).values(taskRows).returning() : [];
      if (p.status === 'changes-requested') {
        await db.insert(workPlanFeedback).values({
          planId: plan!.id,
          type: 'general',
          ...author,
          content: 'Please break the week 3 work into smaller tasks and add realistic hour estimates.',
        });
      }
      if (p.status === 'approved' && !p.finished) {
        await db.insert(workPlanFeedback).values([
          { planId: plan!.id, type: 'general', ...author, content: 'Well planned month. Keep the daily updates coming.' },
          { planId: plan!.id, type: 'week', week: 1, ...author, content: 'Good start to the month; week 1 goals are clear.' },
          ...(inserted[0]
            ? [
                {
                  planId: plan!.id,
                  type: 'task' as const,
                  week: inserted[0].week,
                  taskId: inserted[0].id,
                  ...author,
                  content: 'Please share the notes from this task with the team.',
                },
              ]
            : []),
        ]);
      }
    }

    // Check-ins on working days of the last three weeks (not today: left for the demo), with some gaps.
    const checkIns = [];
    for (let back = 1; back <= 21; back++) {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back);
      const weekday = date.getUTCDay();
      if (weekday === 5 || weekday === 6 || (back + i) % 5 === 0 || i === 9) continue;
      const task = person.tasks[(back + i) % person.tasks.length]!;
      checkIns.push({
        employeeId: user.id,
        date: date.toISOString().slice(0, 10),
        morningPlan: `Focus on: ${task.toLowerCase()}.`,
        accomplishments: `Made progress on ${task.toLowerCase()} and updated the records.`,
        challenges: back % 4 === 0 ? 'Rain delayed the field visit by two hours.' : '',
        matchedTasks: (back + i) % 4,
        unplannedTasks: back % 6 === 0 ? 'Helped a neighbouring farm with a sick calf.' : '',
        hoursWorked: 6 + ((back + i) % 4),
        late: (back + i) % 9 === 0,
        createdAt: new Date(`${date.toISOString().slice(0, 10)}T10:00:00Z`),
        updatedAt: new Date(`${date.toISOString().slice(0, 10)}T10:00:00Z`),
      });
    }
    if (checkIns.length) await db.insert(workPlanCheckIns).values(checkIns).onConflictDoNothing();
  }
}
