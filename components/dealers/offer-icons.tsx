import { Icon, type IconProps } from '@/components/ui/icons';
import type { DealerProduct, DealerService } from '@/lib/contract/dealer-profiles';

// Icons of what a dealer sells and does (its page, the locator's filters); decorative, each
// beside its label.

function BlindIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 3.5h16M5.5 3.5v11h13v-11M5.5 7h13M5.5 10.5h13M5.5 14.5h13" />
      <path d="M12 14.5v4.5M10.8 20.5h2.4" />
    </Icon>
  );
}

function AwningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 5h18M4 5l-1.5 7h19L20 5" />
      <path d="M2.5 12c1.2 1.6 2.5 1.6 3.8 0 1.2 1.6 2.5 1.6 3.8 0 1.2 1.6 2.5 1.6 3.8 0 1.2 1.6 2.5 1.6 3.8 0 1.2 1.6 2.5 1.6 3.8 0" />
      <path d="M4 14v6.5M20 14v6.5" />
    </Icon>
  );
}

function MotorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <circle cx="12" cy="8" r="2" />
      <path d="M10 13.5h4M10 16.5h4" />
    </Icon>
  );
}

function RulerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 15.5l12-12 5 5-12 12z" />
      <path d="M7 12l2 2M9.5 9.5l1.5 1.5M12 7l2 2M14.5 4.5l1.5 1.5" />
    </Icon>
  );
}

function ToolIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14.5 6.5a4 4 0 0 0 5 5l-9 9a2.1 2.1 0 0 1-3-3l9-9a4 4 0 0 0-5-5l2.5 2.5-.5 2.5-2.5.5z" />
    </Icon>
  );
}

export const PRODUCT_ICONS: Record<DealerProduct, (props: IconProps) => React.JSX.Element> = {
  persianas: BlindIcon,
  toldos: AwningIcon,
  motorizacion: MotorIcon,
};

export const SERVICE_ICONS: Record<DealerService, (props: IconProps) => React.JSX.Element> = {
  medicion: RulerIcon,
  instalacion: ToolIcon,
  motorizacion: MotorIcon,
};
