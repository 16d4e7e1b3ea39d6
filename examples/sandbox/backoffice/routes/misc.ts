/** Health, hello and the public creator calls (a creator token). */
import * as v from 'valibot';
import { first } from '../db';
import type { Route } from '../../router';
import { route } from '../context';
import type { BackofficeContext, BackofficeHandler } from '../context';
import { loadCreators, one } from '../entities';
import { forbidden } from '../errors';
import { readQuery } from '../validate';
import { joinProgram } from './creators';

function creatorOf(context: BackofficeContext): string {
  if (context.principal?.kind !== 'creator') throw forbidden('This call needs a creator token');
  return context.principal.creatorId;
}

const miscRoutes: Route<BackofficeHandler>[] = [
  route('GET', '/health', 'open', async ({ db, startedAt }) => {
    const row = await first<{ n: number }>(db, 'select count(*)::int n from creators');
    return {
      status: 'ok',
      database: 'ok',
      creators: row!.n,
      uptimeMs: Math.max(0, Math.round(performance.now() - startedAt)),
    };
  }),
  route('GET', '/hello', 'open', async ({ url }) => {
    const { to } = readQuery(
      url,
      v.object({ to: v.optional(v.pipe(v.string(), v.maxLength(100)), 'world') }),
    );
    return { message: `Hello, ${to}!` };
  }),
  route('GET', '/public/creators/me', 'creator', async (context) => {
    const id = creatorOf(context);
    return one(loadCreators(context.db, [id], ['channels', 'seCreatorPrograms']), 'Creator', id);
  }),
  route('POST', '/public/creators/programs/:programId/apply', 'creator', async (context) =>
    joinProgram(context.db, creatorOf(context), context.params.programId!, 'applied', context.now()),
  ),
];

export { miscRoutes };
