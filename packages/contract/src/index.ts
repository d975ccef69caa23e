// Package entry point: the one barrel file of the contract.
export * from './endpoint';
export * from './endpoints';
export * from './messages';
export * from './constants';
export * from './moderation-status';

export * from './common/ids';
export * from './common/dates';
export * from './common/fields';
export * from './common/text-hygiene';
export * from './common/envelopes';

export * from './system/error-response';
export * from './system/get-health';

export * from './auth/login';
export * from './auth/get-current-user';
export * from './auth/logout';
export * from './auth/session-hint';
export * from './auth/register';
export * from './auth/confirm-account';
export * from './auth/request-password-reset';
export * from './auth/reset-password';
export * from './auth/update-password';
export * from './auth/two-factor-challenge';
export * from './auth/enable-two-factor';
export * from './auth/disable-two-factor';
export * from './auth/confirm-two-factor';
export * from './auth/get-two-factor-recovery-codes';
export * from './auth/regenerate-recovery-codes';
export * from './auth/get-two-factor-qr-code';
export * from './auth/oidc-messages';
export * from './auth/oidc-providers';
export * from './auth/oidc-redirects';
export * from './auth/oidc-session-profile';

export * from './tenant/get-billing-portal';
export * from './tenant/tenant-settings';
export * from './tenant/get-tenant-settings';
export * from './tenant/update-tenant-settings';
export * from './content-policy/statement-of-reasons';
export * from './content-policy/content-policy-names';
export * from './content-policy/content-policy-texts';
export * from './appeals/appeal-texts';
export * from './appeals/file-appeal';
export * from './appeals/appeals-console';

export * from './users/user';
export * from './users/list-users';
export * from './users/create-user';
export * from './users/update-user';
export * from './users/delete-user';
export * from './users/resend-invitation';
export * from './users/reset-user-two-factor';
export * from './users/user-messages';

export * from './eula/get-eula';
export * from './eula/accept-eula';

export * from './domains/domain';
export * from './domains/list-domains';
export * from './domains/create-domain';
export * from './domains/update-domain';
export * from './domains/delete-domain';
export * from './domains/list-domain-plugins';
export * from './domains/get-domain-scan-backlog';
export * from './domains/domain-key';
export * from './domains/get-domain-key';
export * from './domains/create-domain-key';
export * from './domains/regenerate-domain-key';
export * from './domains/domain-stream';
export * from './domains/get-domain-stream';
export * from './domains/save-scanner-setting';
export * from './domains/domain-messages';
export * from './domains/domain-components';
export * from './domains/domain-moderation-groups';
export * from './domains/domain-rules';
export * from './domains/remove-domain-plugin';

export * from './engine/engine-settings';

export * from './plugin/plugin-constants';
export * from './plugin/plugin-signing';
export * from './plugin/plugin-messages';
export * from './plugin/plugin-endpoints';
export * from './plugin/plugin-callbacks';

export * from './analytics/analytics-query';
export * from './analytics/score-buckets';
export * from './analytics/get-analytics-decisions';
export * from './analytics/get-analytics-scores';
export * from './analytics/get-analytics-automation';
export * from './analytics/get-analytics-team';
export * from './analytics/get-threshold-what-if';

export * from './transparency/transparency-figures';
export * from './transparency/transparency-report';
export * from './transparency/list-transparency-reports';
export * from './transparency/generate-transparency-report';
export * from './transparency/download-transparency-report';
export * from './transparency/transparency-texts';

export * from './stats/get-stats';
export * from './stats/get-chart';
export * from './stats/response-time';
export * from './stats/chart-labels';

export * from './moderation/report-record';
export * from './moderation/moderation-decision';
export * from './moderation/moderation-messages';
export * from './moderation/report-audit';
export * from './moderation/moderation-lock';
export * from './moderation-screen-texts';
export * from './moderation-lock-texts';
export * from './moderation/lock-moderation';
export * from './moderation/list-reports';
export * from './moderation/ignore-report';
export * from './moderation/unpublish-report';
export * from './moderation/decide-reports';
export * from './moderation/bulk-review-messages';
export * from './moderation/author-history';
export * from './moderation/author-history-texts';
export * from './moderation/get-artifact';
export * from './moderation/moderation-category';
export * from './moderation/list-moderation-categories';

export * from './helpers/classify-base64';
export * from './helpers/mime-sniffing';
export * from './helpers/calendar';
export * from './helpers/format-timestamp';
export * from './helpers/format-number';
export * from './helpers/format-duration';
export * from './helpers/date-range';
export * from './helpers/days-to-enforcement';
export * from './helpers/thresholds';
export * from './helpers/dashboard-stats';
export * from './helpers/chart-points';
export * from './helpers/moderation-categories';
export * from './helpers/report-merge';
export * from './helpers/eula-acceptance';
export * from './account-messages';
export * from './account-screen-texts';
export * from './roles';
export * from './moderation-groups/moderation-group';
export * from './moderation-groups/moderation-group-endpoints';
export * from './auth/user-sessions';
export * from './tenant/account-contacts';
export * from './tenant/get-plan';
export * from './settings-screen-texts';
export * from './domain-screen-texts';
export * from './streams-screen-texts';
export * from './dashboard-screen-texts';
export * from './analytics-screen-texts';
export * from './openapi/openapi-document';
export * from './openapi/build-openapi';
export * from './engine-screen-texts';
export * from './developers-screen-texts';
