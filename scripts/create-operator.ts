import { parseArgs } from 'node:util';
import { registerOperator } from '../src/features/accounts/register-operator.js';
import { DomainError } from '../src/infra/domain/errors.js';
import { startRuntime } from '../src/runtime.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

const USAGE =
  'Usage: npm run create-operator -- --email EMAIL --password PASSWORD [--first-name NAME] [--last-name NAME]';

/** Creates a verified operator account, who can then sign in at PUBLIC_URL and review nannies. */
export const main: ScriptMain = (argv, env) =>
  runScript('create-operator', env, async (config) => {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string', default: 'Operator' },
        'last-name': { type: 'string', default: '' },
      },
      strict: true,
    });
    if (!values.email || !values.password) {
      console.error(USAGE);
      return 1;
    }
    const runtime = await startRuntime(config, { work: false });
    try {
      await registerOperator(runtime, {
        email: values.email,
        password: values.password,
        firstName: values['first-name'],
        lastName: values['last-name'],
      });
      console.log(
        `Operator ${values.email.trim().toLowerCase()} created. Sign in at ${config.publicUrl}.`,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      console.error(`create-operator: ${error.message}`);
      return 1;
    } finally {
      await runtime.close();
    }
  });

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
