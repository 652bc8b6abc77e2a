import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema files; commit it with the change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
