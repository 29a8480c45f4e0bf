import { auditPages } from './lighthouse.ts';
const [base, page, slow] = process.argv.slice(2);
for (const audit of await auditPages(base!, [page!], { reportDir: '/tmp/lh', cpuSlowdown: Number(slow ?? 6) })) console.log(audit.path, audit.performance, audit.tbtMs, audit.lcpMs);
