/**
 * The yardstick of `npm run bench`: a bare Fastify route answering a JSON body like the app's
 * public reads (BENCH_SAMPLE_FILE), in its own process like the app, on BENCH_PORT.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const sample = JSON.parse(fs.readFileSync(process.env.BENCH_SAMPLE_FILE!, 'utf8'));
const bare = Fastify();
bare.get('/bare', async () => sample);
await bare.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => bare.close().then(() => process.exit(0)));
