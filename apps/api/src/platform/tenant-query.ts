import { z } from 'zod';
import { id } from '@platter/domain';

/**
 * Optional explicit restaurant on tenant-scoped calls. It never widens access: it must name
 * the restaurant resolved from the Host, else the answer is 404 (see tenant.ts).
 */
export const tenantQuery = z.object({
  restaurantId: id.optional().describe('Optional; must be the restaurant of the current domain.'),
});
