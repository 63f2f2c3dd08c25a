import type { HelpService } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import {
  helpServiceApi,
  type HelpServiceInput,
  type HelpServiceUpdateInput,
} from './help-services.api';

/** Fallback texts for the help service calls, used only when the server sent none. */
export const HELP_SERVICE_FALLBACKS = {
  fetchHelpServices: 'Failed to get help services',
  addHelpService: 'Failed to add help service',
  updateHelpService: 'Failed to update help service',
  deleteHelpService: 'Failed to delete help service',
} as const;

export const fetchHelpServices = createApiThunk<HelpService[], void>(
  'helpServices/fetchAll',
  helpServiceApi.list,
  HELP_SERVICE_FALLBACKS.fetchHelpServices,
);

export const addHelpService = createApiThunk<HelpService, HelpServiceInput>(
  'helpServices/add',
  helpServiceApi.create,
  HELP_SERVICE_FALLBACKS.addHelpService,
);

export const updateHelpService = createApiThunk<HelpService, HelpServiceUpdateInput>(
  'helpServices/update',
  helpServiceApi.update,
  HELP_SERVICE_FALLBACKS.updateHelpService,
);

export const deleteHelpService = createApiThunk<null, number>(
  'helpServices/delete',
  helpServiceApi.remove,
  HELP_SERVICE_FALLBACKS.deleteHelpService,
);

export const helpServiceThunks = [
  fetchHelpServices,
  addHelpService,
  updateHelpService,
  deleteHelpService,
] as const;
