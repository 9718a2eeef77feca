import { type DynamicModule, Module } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '@atelier/platform';
import { AdminAuthService, AUTH_SETTINGS, type AuthSettings } from './auth/admin-auth.service.js';
import { AdminUsersRepository } from './auth/admin-users.repository.js';
import { AuthController } from './auth/auth.controller.js';
import { GatewayDatabase } from './auth/gateway-database.js';
import { KnownDeviceCookie } from './auth/known-device-cookie.js';
import { SessionsRepository } from './auth/sessions.repository.js';
import { SignInThrottle } from './security/sign-in-throttle.js';

export interface GatewayModuleOptions {
  database: GatewayDatabase;
  auth: AuthSettings;
  signInThrottle: SignInThrottle;
  knownDevices: KnownDeviceCookie;
  readinessChecks: ReadinessCheck[];
}

/** The gateway's own Nest parts: admin sign-in and health. Forwarding lives in routing/. */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayModuleOptions): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController, AuthController],
      providers: [
        { provide: GatewayDatabase, useValue: options.database },
        { provide: AUTH_SETTINGS, useValue: options.auth },
        { provide: SignInThrottle, useValue: options.signInThrottle },
        { provide: KnownDeviceCookie, useValue: options.knownDevices },
        { provide: READINESS_CHECKS, useValue: options.readinessChecks },
        AdminUsersRepository,
        SessionsRepository,
        AdminAuthService,
      ],
    };
  }
}
