/**
 * Journeys completed with the keyboard alone: Tab / Shift+Tab to move, Enter / Space to press, arrow keys in
 * radio groups and selects, typing into the focused field. No click, fill or focus call on an element; setup
 * goes through the API. Reaching each control with Tab is itself the check that it can be reached. A file
 * field is opened with Space and the file chooser it opens is given the file (headless Chromium shows no
 * file dialog to work by keyboard).
 */
import {
  createUser,
  exclusive,
  expect,
  expectToast,
  mailedCode,
  outbox,
  samples,
  test,
  uniqueIdNumber,
} from './fixtures.ts';
import { addCourse } from './support/courses.ts';
import {
  chooseFiles,
  chooseOption,
  chooseRadio,
  focused,
  retype,
  tabTo,
  typeInto,
  type FilePayload,
} from './support/keyboard.ts';

const png = (name: string): FilePayload => ({ name, mimeType: 'image/png', buffer: samples.png });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('keyboard only', () => {
  test('a student logs in and out', async ({ page }) => {
    const student = await createUser('student', { name: 'Elif' });
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Giriş Yap' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await typeInto(page, page.getByLabel('E-posta'), student.email);
    await typeInto(page, page.getByLabel('Şifre'), student.password);
    await expectToast(page, 'Giriş başarılı', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('heading', { name: /Elif/ })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Çıkış Yap' }));
    await expectToast(page, 'Başarıyla çıkış yapıldı', () => page.keyboard.press('Enter'));
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  });

  test('a visitor sends the contact form', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>harita</title>' }),
    );
    await page.goto('/contactus');
    await typeInto(page, page.getByLabel('Ad Soyad'), 'Deniz Kara');
    await typeInto(page, page.getByLabel('Telefon'), '0532 111 22 33');
    await typeInto(page, page.getByLabel('E-posta'), 'deniz@example.com');
    await typeInto(page, page.getByLabel('Mesajınız'), 'Klavyeyle yazılmış bir mesaj.');
    await tabTo(page, page.getByRole('button', { name: 'Gönder' }));
    await page.keyboard.press('Enter');
    // Said on the page (a toast or a status), never in a native pop-up.
    await expect(page.getByText('Mesajınız başarıyla gönderildi.').first()).toBeVisible();
    await expect(page.getByLabel('Mesajınız')).toHaveValue('');
  });

  test('a student enrols in a course, takes the exam and passes', async ({ page, loginAs }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    const teacher = await createUser('teacher');
    const student = await createUser('student');
    const title = `Klavye kursu ${Date.now().toString(36)}`;
    const options = ['Bir', 'İki', 'Üç', 'Dört', 'Beş'];
    const id = await addCourse(teacher, {
      title,
      category: 'Python',
      description: 'Erişilebilirlik denemesi.',
      classes: [{ title: 'Giriş', description: 'İlk ders', videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
      test: {
        questions: [
          { text: 'Birinci soru', options, correctAnswer: 1 },
          { text: 'İkinci soru', options, correctAnswer: 3 },
        ],
      },
    });

    await loginAs(student);
    await page.goto(`/courseEnroll/${id}`);
    await tabTo(page, page.getByRole('button', { name: 'Kursa kaydol' }));
    await expectToast(page, 'Kursa başarıyla kaydoldunuz!', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(new RegExp(`/courseInfoPage/${id}#lesson-`));
    await page.goto('/StudentProfile');

    await tabTo(page, page.getByRole('link', { name: `${title}: Görüntüle` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/coursedetail/${id}`);
    await tabTo(page, page.getByRole('button', { name: 'Sınava Git' }));
    await page.keyboard.press('Enter');
    // The questions come in the order the server drew them: each is answered by its text.
    const rightFor = async () =>
      page.getByRole('button', {
        name: (await page.getByText('Birinci soru').first().isVisible()) ? 'İki' : 'Dört',
        exact: true,
      });
    await expect(page.getByText('Soru 1 / 2', { exact: true })).toBeVisible();
    const first = await rightFor();
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Sonraki', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Soru 2 / 2', { exact: true })).toBeVisible();
    // Back up from wherever the focus is now to the right option.
    const second = await rightFor();
    await tabTo(page, second, { back: true });
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Sona ermek', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Sınavı başarı ile geçtiniz!')).toBeVisible();
    await expect(page.getByText('Puanınız: 2 / 2')).toBeVisible();
  });

  test('a company posts a job, a student applies, the company hires', async ({ page, loginAs }) => {
    const company = await createUser('company', { companyName: 'Klavye Bilişim' });
    const student = await createUser('student', {
      name: 'Can',
      surname: 'Demir',
      resume: { name: 'cv.pdf', data: samples.pdf },
    });
    const title = `Kl${Math.random().toString(36).slice(2, 10)}`;

    await loginAs(company);
    await page.goto('/addjob');
    await typeInto(page, page.getByLabel('İş başlığı'), title);
    await typeInto(page, page.getByLabel('Açıklama', { exact: true }), 'Klavyeyle açılan ilan.');
    await typeInto(page, page.getByLabel('İl', { exact: true }), 'Kocaeli');
    await tabTo(page, page.getByRole('button', { name: 'Gönder' }));
    await expectToast(page, 'İş başarıyla eklendi.', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/CompanyProfile$/);

    await loginAs(student);
    await page.goto('/jobs');
    await tabTo(page, page.getByRole('link', { name: `${title}: Detayları gör` }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobinfopage\/[0-9a-f-]{36}$/);
    await tabTo(page, page.getByRole('button', { name: 'Başvur' }));
    await expectToast(page, 'İşe başarıyla başvuruldu!', () => page.keyboard.press('Enter'));

    await loginAs(company);
    await page.goto('/CompanyProfile');
    await tabTo(page, page.getByRole('link', { name: `${title}: Başvuranlar` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hire\/[0-9a-f-]{36}$/);
    const hire = page.getByRole('button', { name: 'Can Demir: İşe al' });
    await tabTo(page, hire);
    // The confirmation dialog opens on 'Vazgeç'; Tab reaches 'İşe al'.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expectToast(page, 'Öğrenci başarıyla işe alındı!', () => page.keyboard.press('Enter'));
    await expect(hire).toHaveCount(0);
  });

  test('a student signs up with a resume and is signed in on her profile', async ({ page }) => {
    const email = `klavye-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@beceri.test`;
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Giriş Yap' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await tabTo(page, page.getByRole('link', { name: 'Kayıt ol' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup$/);

    // 'Öğrenci' is already chosen (docs/product.md, Sign-up).
    await expect(page.getByRole('group', { name: 'Rolünüz' }).getByRole('radio', { name: 'Öğrenci' })).toBeChecked();
    await typeInto(page, page.getByLabel('Ad', { exact: true }), 'Ayşe');
    await typeInto(page, page.getByLabel('Soyad'), 'Yılmaz');
    await typeInto(page, page.getByLabel('Kimlik numarası'), uniqueIdNumber());
    // A date field takes its parts as typed digits; day and month alike, whichever order the browser's locale
    // puts them in (dd.mm.yyyy for tr-TR, mm/dd/yyyy in a browser whose own language is English).
    await typeInto(page, page.getByLabel('Doğum tarihi'), '05052001');
    await expect(page.getByLabel('Doğum tarihi')).toHaveValue('2001-05-05');
    await chooseRadio(page, page.getByRole('group', { name: 'Cinsiyet' }), 'Kadın');
    await chooseRadio(page, page.getByRole('group', { name: 'Engel durumunuz var mı?' }), 'Hayır');
    await chooseOption(page, page.getByLabel('Eğitim durumu'), 'Üniversite öğrencisi');
    await chooseOption(page, page.getByLabel('İş arıyor musunuz?'), 'Evet, staj arıyorum');
    await typeInto(page, page.getByLabel('E-posta'), email);
    await typeInto(page, page.getByLabel('Şifre'), 'Parola12!');
    const resume = page.getByLabel(/Özgeçmiş/);
    await chooseFiles(page, resume, [{ name: 'özgeçmiş.pdf', mimeType: 'application/pdf', buffer: samples.pdf }]);
    await expect.poll(() => resume.evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('özgeçmiş.pdf');
    const consent = page.getByRole('checkbox', { name: 'Verilerimin işlenmesini onaylıyorum' });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Kayıt ol' }));
    await expectToast(page, 'Kayıt başarılı.', () => page.keyboard.press('Enter'));
    // Signed in by the sign-up itself: no login form in between.
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('heading', { name: 'Merhaba, Ayşe!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Özgeçmişi indir' })).toBeVisible();
  });

  test('a student resets a forgotten password with the mailed code and logs in', async ({ page }) => {
    const student = await createUser('student', { name: 'Selin' });
    const before = (await outbox()).filter((m) => m.includes(`To: ${student.email}`)).length;
    await page.goto('/login');
    await tabTo(page, page.getByRole('link', { name: 'Parolanızı mı unuttunuz?' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the lazy screen replaces the login form, whose field has the same label.
    await expect(page.getByRole('heading', { name: 'Şifremi unuttum' })).toBeVisible();
    await typeInto(page, page.getByLabel('E-posta'), student.email);
    await tabTo(page, page.getByRole('button', { name: 'Şifreyi gönder' }));
    await expectToast(page, 'OTP e-postanıza başarıyla gönderildi', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/otp$/);

    // The code, read from the mail as the person would.
    const code = await mailedCode(student.email, before);
    await typeInto(page, page.getByLabel('Doğrulama kodu'), code);
    await tabTo(page, page.getByRole('button', { name: 'Doğrula' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reset-password$/);

    const first = page.getByLabel('Yeni şifre', { exact: true });
    await typeInto(page, first, 'Yeni-1234');
    // The eye button right after the field shows the password.
    await tabTo(page, page.getByRole('button', { name: 'Şifreyi göster' }).first());
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Şifreyi gizle' })).toBeFocused();
    await typeInto(page, page.getByLabel('Yeni şifre (tekrar)'), 'Yeni-1234');
    await tabTo(page, page.getByRole('button', { name: 'Şifreyi sıfırla' }));
    await expectToast(page, 'Şifre başarıyla sıfırlandı.', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/login$/);

    await typeInto(page, page.getByLabel('E-posta'), student.email);
    await typeInto(page, page.getByLabel('Şifre'), 'Yeni-1234');
    await expectToast(page, 'Giriş başarılı', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/StudentProfile$/);
    await expect(page.getByRole('heading', { name: 'Merhaba, Selin!' })).toBeVisible();
  });

  test('a teacher writes a course with a class and a test in the dialog', async ({ page, loginAs }) => {
    const teacher = await createUser('teacher');
    const title = unique('Klavye ile IoT');
    await loginAs(teacher);
    await page.goto('/TeacherProfile');
    // The heading's 'Kurs ekle' (the empty list offers a second one).
    await tabTo(page, page.getByRole('link', { name: 'Kurs ekle' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/addCourse$/);
    await typeInto(page, page.getByLabel('Kurs başlığı'), title);
    await typeInto(page, page.getByLabel('Açıklama', { exact: true }), 'Sensörler ve MQTT.');
    // The category from the list: the first choice after 'Kategori seçin' is IoT.
    await tabTo(page, page.getByLabel('Kategori'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Kategori')).toHaveValue('IoT');
    await tabTo(page, page.getByRole('button', { name: 'Ders ekle' }));
    await page.keyboard.press('Enter');
    const lesson = page.getByRole('group', { name: '1. ders' });
    await typeInto(page, lesson.getByLabel('Ders adı'), 'Giriş videosu');
    await typeInto(page, lesson.getByLabel('Ders açıklaması'), 'Nesnelerin interneti nedir?');
    await typeInto(page, lesson.getByLabel(/Video bağlantısı/), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    await tabTo(page, page.getByRole('button', { name: 'Testi düzenle' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Test' });
    await expect(dialog).toBeVisible();
    const questions = [
      {
        text: 'MQTT hangi modeli kullanır?',
        options: ['İstek/yanıt', 'Yayınla/abone ol', 'Dosya paylaşımı', 'E-posta', 'Hiçbiri'],
        correct: '2',
      },
      {
        text: 'Raspberry Pi nedir?',
        options: ['Sensör', 'Yazıcı', 'Tek kartlı bilgisayar', 'Modem', 'Dil'],
        correct: '3',
      },
    ];
    for (const [n, q] of questions.entries()) {
      if (n > 0) {
        await tabTo(page, dialog.getByRole('button', { name: 'Soru ekle' }));
        await page.keyboard.press('Enter');
        await expect(dialog.getByText(`Soru ${n + 1} / ${n + 1}`)).toBeVisible();
      }
      await typeInto(page, dialog.getByLabel('Soru metni'), q.text);
      for (const [i, option] of q.options.entries())
        await typeInto(page, dialog.getByLabel(`${i + 1}. seçenek`), option);
      await chooseOption(page, dialog.getByLabel('Doğru cevap'), q.correct);
    }
    // Back to the first question and forward again: the focus stays in the dialog when the button turns disabled.
    await tabTo(page, dialog.getByRole('button', { name: 'Önceki Soru' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Soru 1 / 2')).toBeVisible();
    await expect(dialog.getByLabel('Soru metni')).toHaveValue(questions[0].text);
    await expect(focused(dialog), 'the focus stays in the dialog').toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Sonraki soru' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Soru 2 / 2')).toBeVisible();
    await expect(dialog.getByLabel('Soru metni')).toHaveValue(questions[1].text);
    await expect(focused(dialog), 'the focus stays in the dialog').toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Kaydet' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Testi düzenle' })).toBeFocused();
    await expect(page.getByText('2 soru')).toBeVisible();

    // The studio saved the draft as it was typed; 'Yayınla' asks, focus on 'Vazgeç', then publishes.
    await tabTo(page, page.getByRole('button', { name: 'Yayınla' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: `“${title}” kursu yayınlansın mı?` });
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expectToast(page, 'Kurs yayınlandı.', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/teacher\/courses\/[0-9a-f-]{36}$/);
    await tabTo(page, page.getByRole('link', { name: 'Profile dön' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/TeacherProfile$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('0 öğrenci · 2 soru')).toBeVisible();
  });

  test('the admin adds a news post with images and edits it', async ({ page, loginAs }) => {
    const title = unique('Klavye haberi');
    await loginAs(await createUser('admin'));
    await page.goto('/haberler');
    await tabTo(page, page.getByRole('link', { name: 'Blog Ekle' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/haberler\/add-blog$/);
    await typeInto(page, page.getByLabel('Başlık', { exact: true }), title);
    await typeInto(page, page.getByLabel('Açıklama', { exact: true }), 'Laboratuvarda klavyeyle yazılmış haber.');
    await typeInto(page, page.getByLabel('Ayrıntılar', { exact: true }), 'Birinci satır.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('İkinci satır.');
    await chooseFiles(page, page.getByLabel('Görseller'), [png('bir.png'), png('iki.png')]);
    await expect(page.getByText('2 yeni görsel seçildi')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Kaydet' }));
    await expectToast(page, 'Blog başarıyla eklendi.', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/haberler$/);

    await tabTo(page, page.getByRole('link', { name: `${title}: Düzenle` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/haberler\/edit\//);
    await expect(page.getByTestId('existing-image')).toHaveCount(2);
    const edited = `${title} (güncel)`;
    await retype(page, page.getByLabel('Başlık', { exact: true }), edited);
    await tabTo(page, page.getByRole('button', { name: "Görsel 2'i kaldır" }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('existing-image')).toHaveCount(1);
    await expect(focused(page), 'the focus stays on a control').toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Kaydet' }));
    await expectToast(page, 'Blog başarıyla güncellendi.', () => page.keyboard.press('Enter'));
    await expect(page).toHaveURL(/\/haberler$/);

    const card = page.getByTestId('news-card').filter({ hasText: edited });
    await tabTo(page, card.getByRole('link', { name: edited, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();
    await expect(page.getByTestId('news-details')).toContainText('Birinci satır.');
    await expect(page.getByTestId('news-details')).toContainText('İkinci satır.');
    await expect(page.locator('article img')).toHaveCount(1);
  });

  test('the admin edits the about page: text, cards and images', async ({ page, loginAs }) => {
    await exclusive('about-page', async () => {
      const text = unique('Klavyeyle güncellenen proje metni.');
      const [first, added] = [unique('Birinci kart'), unique('Eklenen kart')];
      await loginAs(await createUser('admin'));
      await page.goto('/aboutus');
      await tabTo(page, page.getByRole('link', { name: 'Sayfayı düzenle' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/aboutus\/update-about-us$/);
      const cards = page.getByTestId('about-card-input');
      // A saved page opens with its own cards (another test may have saved it): count them first.
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count, 'the editor opens with at least two cards').toBeGreaterThan(1);
      const removed = await page.getByLabel(`Kart ${count}`, { exact: true }).inputValue();

      await chooseFiles(page, page.getByLabel('Ana görsel', { exact: true }), [png('ana.png')]);
      await retype(page, page.getByLabel('Ana metin', { exact: true }), text);
      await retype(page, page.getByLabel('Kart 1', { exact: true }), first);
      await tabTo(page, page.getByRole('button', { name: `Kart ${count}'i kaldır` }));
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(count - 1);
      await expect(focused(page), 'the focus stays on a control').toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Kart ekle' }));
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(count);
      await typeInto(page, page.getByLabel(`Kart ${count}`, { exact: true }), added);
      await chooseFiles(page, page.getByLabel('Son görsel', { exact: true }), [png('son.png')]);
      await tabTo(page, page.getByRole('button', { name: 'Gönder' }));
      await expectToast(page, 'Hakkımızda sayfası güncellendi.', () => page.keyboard.press('Enter'));
      await expect(page).toHaveURL(/\/aboutus$/);

      // The page as saved (a visitor's view is checked in about.spec.ts).
      await expect(page.getByTestId('about-main-text')).toHaveText(text);
      await expect(page.getByText(first)).toBeVisible();
      await expect(page.getByText(added)).toBeVisible();
      if (removed.trim()) await expect(page.getByText(removed, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Proje hakkında sayfasının ana görseli' })).toHaveAttribute(
        'src',
        /^\/files\//,
      );
      await expect(page.getByRole('img', { name: 'Proje hakkında sayfasının kapanış görseli' })).toHaveAttribute(
        'src',
        /^\/files\//,
      );
    });
  });
});
