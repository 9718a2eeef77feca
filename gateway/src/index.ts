// What the all-in-one launcher and tests use to run the gateway in-process.
export {
  startGateway,
  gatewayMigrationsDir,
  type RunningGateway,
  type GatewayDependencies,
} from './gateway-app.js';
export { gatewaySettingsSchema, type GatewaySettings } from './config.js';
export { routeTable, type Route, type ServiceName } from './routing/route-table.js';
export { sessionRoutes } from './routing/own-routes.js';
export { GATEWAY_SCHEMA } from './auth/gateway-database.js';
