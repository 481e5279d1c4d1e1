import { randomUUID } from 'node:crypto';
import { hashPassword, newPasswordProblem } from '../../infra/auth/passwords.js';
import { conflictError, validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { findAccountByEmail, normalizeEmail } from './accounts.queries.js';
import { isEmailAddress } from '../../shared/account-rules.js';

interface OperatorInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Operators are never self-registered: the command-line script creates them, verified. */
export async function registerOperator(deps: FeatureDeps, input: OperatorInput): Promise<string> {
  const email = normalizeEmail(input.email);
  if (!isEmailAddress(email))
    throw validationError(`"${input.email}" is not a valid email address.`);
  const problem = newPasswordProblem(input.password);
  if (problem) throw validationError(problem);
  if (await findAccountByEmail(deps.db, email)) {
    throw conflictError(`An account with the email ${email} already exists.`);
  }
  const passwordHash = await hashPassword(input.password);
  const accountId = randomUUID();
  const at = deps.clock().toISOString();
  await deps.eventStore.handleCommand(
    accountDecider,
    accountStreamId(accountId),
    {
      type: 'RegisterAccount',
      accountId,
      role: 'operator',
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      signUpMethod: 'password',
      googleSubject: null,
      emailVerified: true,
      termsAcceptedAt: null,
      at,
    },
    {
      metadata: { actorRole: 'command-line' },
      onAppended: async (tx) => {
        await tx.db
          .insertInto('credentials')
          .values({ account_id: accountId, password_hash: passwordHash })
          .execute();
      },
    },
  );
  return accountId;
}
