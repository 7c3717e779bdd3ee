import layout from '../../components/base/layout.module.css';
import classes from './page-loader.module.css';

export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-label="Loading">
      <span className={layout.spinner} />
    </div>
  );
}
