// Every account route, registered together under /api (see the files it names).
import type { FastifyPluginAsync } from 'fastify';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import type { Clock } from '../../core/clock.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { accountRoutes } from './account.ts';
import { adminMailRoutes } from './admin-mail.ts';
import { authPasswordRoutes } from './auth-password.ts';
import { authSessionRoutes } from './auth-session.ts';
import { authSignUpRoutes } from './auth-sign-up.ts';

export const accountsApi: FastifyPluginAsync<{
  services: AuthServices;
  smtpConfigured: boolean;
  /** Deleting an account cancels its Stripe subscription first (decision 121). */
  stripe: StripeGateway | undefined;
  /** The app's clock: what the export may show of a premium pick depends on kickoff. */
  clock: Clock;
}> = async (api, options) => {
  await api.register(authSessionRoutes, options);
  await api.register(authSignUpRoutes, options);
  await api.register(authPasswordRoutes, options);
  await api.register(accountRoutes, options);
  await api.register(adminMailRoutes, options);
};
