import java.util.Scanner;

// Mistake: in Java, -3 % 2 is -1, not 1, so every negative odd number is reported as even.
public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int q = scanner.nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int number = scanner.nextInt();
            out.append(number % 2 == 1 ? "Odd" : "Even").append('\n');
        }
        System.out.print(out);
    }
}
