// The staff area's texts for operations, apart from `messages` so that the storefront's first load
// does not carry them.
// What the operator's endpoints (backups, metrics) answer a caller they refuse.
export const operationsMessages = {
  backupForbidden: 'Only npm run backup on this machine may ask the shop for a backup.',
  metricsForbidden:
    'Metrics are shown only to a client on this machine, or with the metrics token once one is set.',
  metricsTokenRequired: 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
} as const;
