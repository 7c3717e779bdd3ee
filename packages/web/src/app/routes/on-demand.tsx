import { lazy, type ComponentType } from 'react';

/**
 * A screen downloaded when first shown. Only the listing and the product page travel with the
 * first download: a browsing shopper never pays for the account, checkout, policy or staff
 * screens, nor for Mantine, which draws them and comes with them (provider and styles).
 */
export function onDemand<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy<ComponentType<P>>(async () => {
    const [module, { MantineScreen }] = await Promise.all([
      load(),
      import('./mantine-screen'),
      import('./screen-styles'),
    ]);
    const Screen: ComponentType<P> = module[name];
    return {
      default: (props: P) => (
        <MantineScreen>
          <Screen {...props} />
        </MantineScreen>
      ),
    };
  });
}
