import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { MessageTemplate, MessageTemplateBody } from '../../../../contract/messageTemplates';
import { NO_RICH_PUSH, richPushBody } from '../../../components/richPush/richPushForm';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { TemplateForm, type TemplateValues } from '../components/TemplateForm';
import {
  selectCurrentTemplate,
  selectDefaultLanguage,
  selectTemplatesFlow,
  templateFlowsCleared,
} from '../messageTemplatesSlice';
import { fetchDefaultLanguage, fetchTemplate, saveTemplate } from '../messageTemplatesThunks';

const NEW_TEMPLATE: TemplateValues = {
  name: '',
  title: '',
  push_message: '',
  message: '',
  variants: [],
  ...NO_RICH_PUSH,
};

const valuesOf = (item: MessageTemplate): TemplateValues => ({
  name: item.name,
  title: item.title,
  push_message: item.push_message,
  message: item.message,
  variants: item.variants.map((variant) => ({ ...variant })),
  pushImage: item.pushImage ?? '',
  pushButtons: item.pushButtons.map((button) => ({ ...button })),
});

const bodyOf = (values: TemplateValues): MessageTemplateBody => ({
  name: values.name.trim(),
  title: values.title.trim(),
  push_message: values.push_message.trim(),
  message: values.message,
  variants: values.variants.map((variant) => ({
    language: variant.language,
    title: variant.title.trim(),
    push_message: variant.push_message.trim(),
    message: variant.message,
  })),
  // Said only when set; a template's save is whole, so leaving them out clears them.
  ...richPushBody(values),
});

/** /messages/templates/create and /messages/templates/:id: a template and its languages. */
export function TemplateFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && params.id !== 'create' ? params.id : null;
  const item = useAppSelector(selectCurrentTemplate);
  const defaultLanguage = useAppSelector(selectDefaultLanguage);
  const companyInView = useAppSelector(selectCompanyInView);
  const getFlow = useAppSelector((state) => selectTemplatesFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectTemplatesFlow(state, 'save'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchTemplate(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  // A new template's texts are in the organisation's default language: wait for it once.
  const [languageAsked, setLanguageAsked] = useState(false);
  useEffect(() => {
    if (id) return;
    const request = dispatch(fetchDefaultLanguage());
    void request.then(() => setLanguageAsked(true));
    return () => request.abort();
  }, [dispatch, id, companyInView]);

  useEffect(
    () => () => {
      dispatch(templateFlowsCleared());
    },
    [dispatch],
  );

  const submit = async (values: TemplateValues) => {
    const body = bodyOf(values);
    const result = await dispatch(saveTemplate({ id, body }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${body.name} saved.` : `${body.name} created.`);
    void navigate('/messages/templates');
  };

  const editing = Boolean(id);
  const current = item && item._id === id ? item : null;
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">
          {editing ? (current ? `Edit ${current.name}` : 'Edit template') : 'New template'}
        </h1>
        <p className="text-body-secondary mb-0">
          A message to start from: its title, push text and body, and the same in other languages
          members read.
        </p>
      </header>
      <Card className="shadow-sm template-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : (editing && !current) || (!editing && !languageAsked) ? (
            <PageLoading label="Loading the template…" />
          ) : (
            <TemplateForm
              key={current?._id ?? 'new'}
              initialValues={current ? valuesOf(current) : NEW_TEMPLATE}
              defaultLanguage={current ? current.language : defaultLanguage}
              submitLabel={editing ? 'Save template' : 'Create template'}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
