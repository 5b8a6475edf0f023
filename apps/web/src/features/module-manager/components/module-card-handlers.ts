import type { UserModule } from '@hde/contracts/api';
import type { SupportTopic } from '../../support';

/** What the buttons of a module card ask the page to do. */
export interface ModuleCardHandlers {
  onStartTrial(module: UserModule): void;
  /** Subscribe: the Upgrade to a Paid Plan form. */
  onSubscribe(module: UserModule): void;
  /** The shared-access prompt: the Subscribe to {module} dialog. */
  onSubscribeInfo(module: UserModule): void;
  onCancel(module: UserModule): void;
  onContact(module: UserModule, topic: SupportTopic): void;
}
