import { Injectable } from '@nestjs/common';
import { GatewayDatabase } from './gateway-database.js';

@Injectable()
export class AdminUsersRepository {
  constructor(private readonly db: GatewayDatabase) {}

  findByUsername(username: string) {
    return this.db.prisma.user.findUnique({ where: { username } });
  }

  /** Creates the user unless it exists; an existing password is never overwritten by configuration. */
  async createIfMissing(username: string, passwordHash: string): Promise<boolean> {
    const { count } = await this.db.prisma.user.createMany({
      data: [{ username, password: passwordHash }],
      skipDuplicates: true,
    });
    return count > 0;
  }
}
