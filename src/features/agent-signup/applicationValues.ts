import type { AgentApplication, ApplicationDocument } from './api';
import type { CompanyValues } from './rules';

/**
 * What the application's steps read from it, apart from their forms: the application form decides
 * with these which step to show and whether it can be submitted before a step's code has loaded.
 */

/** The company step's values from the application (when it has a company) over the draft's. */
export function companyValuesOf(application: AgentApplication | null, draft: CompanyValues): CompanyValues {
  const company = application?.company;
  if (!company) return draft;
  return {
    companyName: company.companyName,
    pointOfContact: company.pointOfContact,
    address: company.address,
    haveIata: company.haveIata ? 'yes' : 'no',
    iataNumber: company.iataNumber ?? '',
  };
}

/** Whether the application holds the trade licence submit needs. */
export function hasTradeLicence(documents: ApplicationDocument[]): boolean {
  return documents.some((d) => d.kind === 'TRADE_LICENCE');
}
