import { Icon, type IconName } from './icons';

/** Short statements in a list, each after the same small picture (a tick unless another is named). */
export function CheckList({
  items,
  icon = 'check',
  className,
}: {
  items: readonly string[];
  icon?: IconName;
  className?: string;
}) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={22} />
          {item}
        </li>
      ))}
    </ul>
  );
}
