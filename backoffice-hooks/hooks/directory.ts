// Writes of the directory (agencies, agents, managers, teams) and the staff users a manager can be.
// Each write refreshes the lists it changes (the table's `invalidates`: agencies and agents, or
// managers and teams).
import { mutationHook, readHook } from './generic';

/** POST /agencies/: `mutate({ body: { name, country, contactMethod, contact, website } })`. */
const useCreateAgency = mutationHook('agencies.create');
/** PUT /agencies/{id}: `mutate({ path: { id }, body })` with any of the new agency's fields. */
const useUpdateAgency = mutationHook('agencies.update');
/** DELETE /agencies/{id} (its agents go with it): `mutate({ path: { id } })`. */
const useDeleteAgency = mutationHook('agencies.delete');

/** POST /agencies/{id}/agents: `mutate({ path: { id: agencyId }, body: { name, email, phone } })`. */
const useCreateAgent = mutationHook('agencies.agents.create');
/** PUT /agents/{id}: `mutate({ path: { id }, body })` with any of the new agent's fields. */
const useUpdateAgent = mutationHook('agents.update');
/** DELETE /agents/{id}: `mutate({ path: { id } })`. */
const useDeleteAgent = mutationHook('agents.delete');

/** POST /managers/: `mutate({ body: { userId, name, email, role, teamId } })`. */
const useCreateManager = mutationHook('managers.create');
/** PUT /managers/{id}: `mutate({ path: { id }, body })` with any of the new manager's fields. */
const useUpdateManager = mutationHook('managers.update');
/** DELETE /managers/{id} (their creators and teams keep no reference to them): `mutate({ path: { id } })`. */
const useDeleteManager = mutationHook('managers.delete');
/** The staff users a manager can stand for (GET /managers/users/all). */
const useStaffUsers = readHook('managers.users.all');

/** POST /teams/: `mutate({ body: { name, role, leadManagerId } })`; a taken name is a 409. */
const useCreateTeam = mutationHook('teams.create');
/** PUT /teams/{id}: `mutate({ path: { id }, body })` with any of the new team's fields. */
const useUpdateTeam = mutationHook('teams.update');
/** DELETE /teams/{id}: `mutate({ path: { id } })`. */
const useDeleteTeam = mutationHook('teams.delete');

export {
  useCreateAgency,
  useUpdateAgency,
  useDeleteAgency,
  useCreateAgent,
  useUpdateAgent,
  useDeleteAgent,
  useCreateManager,
  useUpdateManager,
  useDeleteManager,
  useStaffUsers,
  useCreateTeam,
  useUpdateTeam,
  useDeleteTeam,
};
