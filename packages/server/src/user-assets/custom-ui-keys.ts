/** A custom UI's id: what `generateId()` makes. */
export const customUiIdPattern = /^[a-z0-9]{1,21}$/;

/** Where a tenant's custom UI lives in storage: `{tenantId}/custom-ui/{id}/`. */
export const customUiPrefix = (tenantId: string, id: string) => `${tenantId}/custom-ui/${id}/`;
export const customUiIndexKey = (tenantId: string, id: string) => `${customUiPrefix(tenantId, id)}index.html`;
