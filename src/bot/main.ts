/** `npm start`: reads .env and runs the bot until stopped. */
import 'dotenv/config';
import { startBot } from './bot.js';
import { readConfig } from './config.js';

const read = readConfig(process.env);
if (!read.ok) {
  console.error(read.message);
  process.exit(1);
}
const bot = await startBot(read.config);
const stop = async () => {
  await bot.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
