/**
 * A worker thread of the bot pool (botPool.ts): decides the computer turns it is given, one
 * at a time, and answers each with its id.
 */
import { parentPort } from 'node:worker_threads';
import { decideTurn, type BotTurn } from './botTurn.ts';

parentPort!.on('message', (job: { id: number; turn: BotTurn }) => {
  parentPort!.postMessage({ id: job.id, action: decideTurn(job.turn) });
});
