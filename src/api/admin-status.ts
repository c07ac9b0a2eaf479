// The shop's setup as the admin dashboard shows it: GET /setting/admin/status (ADMIN, with the token: the service
// worker never keeps it). Offline it fails with ApiError NETWORK; the dashboard then shows no setup warnings.
import { type SetupStatus, SetupStatusSchema } from '../domain/setup-status';
import { request } from './client';

export const fetchSetupStatus = async (): Promise<SetupStatus> =>
  (await request(SetupStatusSchema, '/setting/admin/status', { auth: true })).status;
