// The icons menu entries and groups may declare (`iconName`), drawn from Fluent's icon set.
// Only the names listed here are bundled; an unknown name draws no icon.
import {
  ArrowSwapRegular,
  ArrowTrendingRegular,
  BookNumberRegular,
  BriefcaseRegular,
  BuildingRegular,
  ClipboardTaskRegular,
  DataBarVerticalRegular,
  DataPieRegular,
  DocumentBriefcaseRegular,
  DocumentSignatureRegular,
  DocumentTableRegular,
  HomeRegular,
  MoneyRegular,
  PasswordRegular,
  PeopleRegular,
  PersonRegular,
  ScalesRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  ShieldPersonRegular,
  WrenchRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

export const MENU_ICONS: Record<string, FluentIcon> = {
  ArrowSwap: ArrowSwapRegular,
  ArrowTrending: ArrowTrendingRegular,
  BookNumber: BookNumberRegular,
  Briefcase: BriefcaseRegular,
  Building: BuildingRegular,
  ClipboardTask: ClipboardTaskRegular,
  DataBarVertical: DataBarVerticalRegular,
  DataPie: DataPieRegular,
  DocumentBriefcase: DocumentBriefcaseRegular,
  DocumentSignature: DocumentSignatureRegular,
  DocumentTable: DocumentTableRegular,
  Home: HomeRegular,
  Money: MoneyRegular,
  Password: PasswordRegular,
  People: PeopleRegular,
  Person: PersonRegular,
  Scales: ScalesRegular,
  Settings: SettingsRegular,
  ShieldKeyhole: ShieldKeyholeRegular,
  ShieldPerson: ShieldPersonRegular,
  Wrench: WrenchRegular,
};

/** The declared icon, hidden from assistive technology (the label says it all), or nothing. */
export function menuIcon(name: string | undefined) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden="true" data-icon={name} /> : undefined;
}
