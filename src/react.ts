/**
 * React components for both elements, made with `@lit/react`: every property is set as a
 * property (not an attribute), and the elements' events are `onMove`, `onWin`, `onNewGame` and
 * `onConfigError`. Importing this module defines both elements. Its types also let TSX write the
 * plain tags (`<klondike-solitaire draw="3">`).
 */
import { type EventName, createComponent } from '@lit/react';
import * as React from 'react';
import { BakersDozenSolitaire as BakersDozenElement } from './bakers-dozen-solitaire.js';
import type { BakersDozenNewGameDetail, BakersDozenWinDetail } from './element/bakers-dozen/bakers-dozen-events.js';
import type { ConfigErrorDetail } from './element/host/checks.js';
import type { MoveDetail } from './element/host/events.js';
import type { KlondikeNewGameDetail, KlondikeWinDetail } from './element/klondike/klondike-events.js';
import { KlondikeSolitaire as KlondikeElement } from './klondike-solitaire.js';
import type { BakersDozenSolitaireAttributes, KlondikeSolitaireAttributes } from './react-attributes.js';

/** Each game's events as props: `move` and `config-error` alike, `win` and `new-game` with its own details. */
const gameEvents = <WinDetail, NewGameDetail>() => ({
  onMove: 'move' as EventName<CustomEvent<MoveDetail>>,
  onConfigError: 'config-error' as EventName<CustomEvent<ConfigErrorDetail>>,
  onWin: 'win' as EventName<CustomEvent<WinDetail>>,
  onNewGame: 'new-game' as EventName<CustomEvent<NewGameDetail>>,
});

/**
 * The component renders its tag marked `defer-hydration`, on the server and in the browser alike
 * (so hydration finds what the server wrote), and @lit/react removes the mark once it has set the
 * props and listeners: until then the element waits, so its first deal is the props' one even
 * where its script ran before React hydrated the page (Next.js), and `onNewGame` hears it.
 */
function deferred<Component extends React.ComponentType<never>>(component: Component): Component {
  const wrapper = React.forwardRef<unknown, object>((props, ref) =>
    React.createElement(component as React.ComponentType<Record<string, unknown>>, { ...props, 'defer-hydration': '', ref }),
  );
  wrapper.displayName = (component as { displayName?: string }).displayName;
  // The same props and ref as the component it wraps, whose type says so better than forwardRef's.
  return wrapper as unknown as Component;
}

export const KlondikeSolitaire = deferred(
  createComponent({
    tagName: 'klondike-solitaire',
    elementClass: KlondikeElement,
    react: React,
    events: gameEvents<KlondikeWinDetail, KlondikeNewGameDetail>(),
  }),
);

export const BakersDozenSolitaire = deferred(
  createComponent({
    tagName: 'bakers-dozen-solitaire',
    elementClass: BakersDozenElement,
    react: React,
    events: gameEvents<BakersDozenWinDetail, BakersDozenNewGameDetail>(),
  }),
);

type Tag<Element, Attributes> = React.DetailedHTMLProps<React.HTMLAttributes<Element>, Element> & Attributes;

declare module 'react' {
  /** The elements' custom properties (`--solitaire-felt`, …) in a `style` prop. */
  // eslint-disable-next-line @typescript-eslint/consistent-indexed-object-style -- merged into React's interface, which a Record cannot be
  interface CSSProperties {
    [property: `--solitaire-${string}`]: string | number | undefined;
  }

  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'klondike-solitaire': Tag<KlondikeElement, KlondikeSolitaireAttributes>;
      'bakers-dozen-solitaire': Tag<BakersDozenElement, BakersDozenSolitaireAttributes>;
    }
  }
}
