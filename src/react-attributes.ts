// Generated from the custom elements manifest by scripts/jsx-attributes.mjs (npm run build): edit the elements, not this file.

/** The attributes of `<bakers-dozen-solitaire>`. */
export interface BakersDozenSolitaireAttributes {
  'deal-code'?: string;
  'four-color'?: boolean;
  winnable?: boolean;
  'show-winnable'?: boolean;
  'auto-finish'?: boolean;
  'max-undos'?: number | `${number}`;
  'storage-key'?: string;
  resume?: boolean | 'on' | 'off';
  theme?: 'light' | 'dark' | 'auto';
}

/** The attributes of `<klondike-solitaire>`. */
export interface KlondikeSolitaireAttributes {
  'locked-foundations'?: boolean;
  'vegas-cumulative'?: boolean;
  draw?: 1 | '1' | 3 | '3';
  scoring?: 'standard' | 'vegas';
  passes?: number | `${number}` | 'unlimited' | 'classic';
  'deal-code'?: string;
  'four-color'?: boolean;
  winnable?: boolean;
  'show-winnable'?: boolean;
  'auto-finish'?: boolean;
  'max-undos'?: number | `${number}`;
  'storage-key'?: string;
  resume?: boolean | 'on' | 'off';
  theme?: 'light' | 'dark' | 'auto';
}
