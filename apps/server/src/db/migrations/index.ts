import type { Migration } from 'kysely';
import * as initial from './20261121000000-initial';
import * as accounts from './20261121010000-accounts';
import * as recoveryCodeSealed from './20261121030000-recovery-code-sealed';
import * as domains from './20261121070000-domains';
import * as moderationEngine from './20261121080000-moderation-engine';
import * as moderationQueue from './20261121100000-moderation-queue';
import * as reportScoresByReport from './20261121110000-report-scores-by-report';
import * as moderationGroups from './20261121060000-moderation-groups';
import * as noAccountEnumeration from './20261124000000-no-account-enumeration';
import * as pluginApi from './20261121090000-plugin-api';
import * as tenantAccount from './20261121050000-tenant-account';
import * as signInMarks from './20261124000100-sign-in-marks';
import * as reportRollups from './20261124010000-report-rollups';
import * as reportRollupsByLevel from './20261125000000-report-rollups-by-level';
import * as automatedStatus from './20261125120000-automated-status';
import * as transparencyReports from './20261125120100-transparency-reports';
import * as statementsOfReasons from './20261128000300-statements-of-reasons';
import * as appeals from './20261128000400-appeals';
import * as jobsClaimOrder from './20261202000000-jobs-claim-order';
import * as rollupActivity from './20261125200000-rollup-activity';
import * as rollupAnalytics from './20261127000000-rollup-analytics';
import * as responseGroups from './20261127000100-response-groups';
import * as responseGroupSums from './20261127000200-response-group-sums';
import * as rollupsSerialReads from './20261127000300-rollups-serial-reads';
import * as serialReadMarker from './20261128000000-serial-read-marker';
import * as responseByGroup from './20261128000100-response-by-group';
import * as reportsByAuthor from './20261128000200-reports-by-author';

/**
 * Every migration, by name, in order. Listed statically (not read from disk) so the bundled
 * server carries them and they run on start.
 */
export const migrations: Record<string, Migration> = {
  '20261121000000-initial': initial,
  '20261121010000-accounts': accounts,
  '20261121030000-recovery-code-sealed': recoveryCodeSealed,
  '20261121050000-tenant-account': tenantAccount,
  '20261121060000-moderation-groups': moderationGroups,
  '20261121070000-domains': domains,
  '20261121080000-moderation-engine': moderationEngine,
  '20261121090000-plugin-api': pluginApi,
  '20261121100000-moderation-queue': moderationQueue,
  '20261121110000-report-scores-by-report': reportScoresByReport,
  '20261124000000-no-account-enumeration': noAccountEnumeration,
  '20261124000100-sign-in-marks': signInMarks,
  '20261124010000-report-rollups': reportRollups,
  '20261125000000-report-rollups-by-level': reportRollupsByLevel,
  '20261125120000-automated-status': automatedStatus,
  '20261125120100-transparency-reports': transparencyReports,
  '20261125200000-rollup-activity': rollupActivity,
  '20261127000000-rollup-analytics': rollupAnalytics,
  '20261127000100-response-groups': responseGroups,
  '20261127000200-response-group-sums': responseGroupSums,
  '20261127000300-rollups-serial-reads': rollupsSerialReads,
  '20261128000000-serial-read-marker': serialReadMarker,
  '20261128000100-response-by-group': responseByGroup,
  '20261128000200-reports-by-author': reportsByAuthor,
  '20261128000300-statements-of-reasons': statementsOfReasons,
  '20261128000400-appeals': appeals,
  '20261202000000-jobs-claim-order': jobsClaimOrder,
};
