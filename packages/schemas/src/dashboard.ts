import { z } from 'zod';

/** `GET /api/dashboard/users/total`. */
export const totalUsersGuard = z.object({ totalUserCount: z.number().int() });

const countWithDelta = z.object({ count: z.number().int(), delta: z.number().int() });

/** `GET /api/dashboard/users/new`: today vs. yesterday, the last 7 days vs. the 7 before. */
export const newUsersGuard = z.object({ today: countWithDelta, last7Days: countWithDelta });

/** A day as `YYYY-MM-DD` (UTC). */
export const dayGuard = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    // A calendar day (not 2031-02-30), from a year whose 60 days before are still four-digit years.
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) && day >= '1000-01-01';
  }, 'not a calendar day');

export const activeUsersQueryGuard = z.object({
  /** The last day of the chart (UTC, `YYYY-MM-DD`); today when absent. */
  date: dayGuard.optional(),
});

/**
 * `GET /api/dashboard/users/active`: daily, weekly and monthly active users ending on `date`, each with
 * its change from the period before, and the 30 days up to it (active users and sign-ins per day).
 */
export const activeUsersGuard = z.object({
  dau: countWithDelta,
  wau: countWithDelta,
  mau: countWithDelta,
  dauCurve: z.array(z.object({ date: dayGuard, count: z.number().int(), signIns: z.number().int() })),
});

export type ActiveUsers = z.infer<typeof activeUsersGuard>;
export type NewUsers = z.infer<typeof newUsersGuard>;

/** What the get-started checklist ticks, from the tenant's real state. */
export const checklistItems = [
  'createApplication',
  'customizeSignIn',
  'addConnector',
  'createUser',
  'inviteTeammate',
] as const;

/**
 * The admin console's per-tenant settings (`GET|PATCH /api/configs/admin-console`): whether the
 * get-started checklist is hidden, and (read-only) which of its steps are done.
 */
export const adminConsoleConfigGuard = z.object({
  checklistHidden: z.boolean(),
  checklist: z.object(
    Object.fromEntries(checklistItems.map((item) => [item, z.boolean()])) as {
      [K in (typeof checklistItems)[number]]: z.ZodBoolean;
    },
  ),
});

export const patchAdminConsoleConfigGuard = z.object({ checklistHidden: z.boolean() }).partial().strict();

export type AdminConsoleConfig = z.infer<typeof adminConsoleConfigGuard>;
