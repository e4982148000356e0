import { useMutation } from '@tanstack/react-query';
import { useOrganizationWrite } from './mutations';

// An organization's members and machine-to-machine applications, and their organization roles.

export const useAddOrganizationMembers = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
      client.post('/api/organizations/{id}/users', { userIds }, { params: { id } }),
    onSuccess: refresh,
  });
};

/** Gives several members the same roles (kept with those they hold). */
export const useAssignMemberRoles = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({
      id,
      userIds,
      organizationRoleIds,
    }: {
      id: string;
      userIds: string[];
      organizationRoleIds: string[];
    }) => client.post('/api/organizations/{id}/users/roles', { userIds, organizationRoleIds }, { params: { id } }),
    onSuccess: refresh,
  });
};

export const useReplaceMemberRoles = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, userId, organizationRoleIds }: { id: string; userId: string; organizationRoleIds: string[] }) =>
      client.put('/api/organizations/{id}/users/{userId}/roles', { organizationRoleIds }, { params: { id, userId } }),
    onSuccess: refresh,
  });
};

export const useRemoveOrganizationMember = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      client.delete('/api/organizations/{id}/users/{userId}', { params: { id, userId } }),
    onSuccess: refresh,
  });
};

export const useAddOrganizationApplications = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, applicationIds }: { id: string; applicationIds: string[] }) =>
      client.post('/api/organizations/{id}/applications', { applicationIds }, { params: { id } }),
    onSuccess: refresh,
  });
};

/** Gives several applications the same roles; the API takes one application at a time. */
export const useAssignApplicationOrganizationRoles = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({
      id,
      applicationIds,
      organizationRoleIds,
    }: {
      id: string;
      applicationIds: string[];
      organizationRoleIds: string[];
    }) =>
      Promise.all(
        applicationIds.map((applicationId) =>
          client.post(
            '/api/organizations/{id}/applications/{applicationId}/roles',
            { organizationRoleIds },
            { params: { id, applicationId } },
          ),
        ),
      ),
    onSuccess: refresh,
  });
};

export const useReplaceApplicationOrganizationRoles = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({
      id,
      applicationId,
      organizationRoleIds,
    }: {
      id: string;
      applicationId: string;
      organizationRoleIds: string[];
    }) =>
      client.put(
        '/api/organizations/{id}/applications/{applicationId}/roles',
        { organizationRoleIds },
        { params: { id, applicationId } },
      ),
    onSuccess: refresh,
  });
};

export const useRemoveOrganizationApplication = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, applicationId }: { id: string; applicationId: string }) =>
      client.delete('/api/organizations/{id}/applications/{applicationId}', { params: { id, applicationId } }),
    onSuccess: refresh,
  });
};
