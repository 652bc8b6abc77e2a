import { createQueryClient } from '../lib/query-client.ts';

/**
 * The app's one query cache, created outside React so that route loaders (which run before any
 * component renders) and the components' hooks share it.
 */
export const queryClient = createQueryClient();
