import type { SvgIconProps } from '@mui/material/SvgIcon';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import type { WorkspaceIcon as WorkspaceIconName } from '@hde/contracts';

const ICONS: Record<WorkspaceIconName, typeof FolderOutlined> = {
  star: StarBorderOutlined,
  heart: FavoriteBorderOutlined,
  autoGraph: AutoGraphOutlined,
  moon: DarkModeOutlined,
  lightning: BoltOutlined,
  sun: WbSunnyOutlined,
  cloud: CloudOutlined,
  flower: LocalFloristOutlined,
  folder: FolderOutlined,
};

/** The picture of a workspace icon name; decorative unless given a titleAccess. */
export function WorkspaceIcon({ icon, ...props }: { icon: WorkspaceIconName } & SvgIconProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden={props.titleAccess ? undefined : true} {...props} />;
}
